import BindscopeLibrary
import BindscopeRuntime
import OrderedCollections

/// A JSON tree made a session value by the synthesized `Decodable` its `CodingShape`
/// describes, failing as Foundation's JSONDecoder does (its `DecodingError`s' words are in
/// `JSONDecodingFailure`): a missing key of an optional property is nil, a number that does
/// not fit its type is "not valid JSON", a null where a value is needed is "value not found".
public struct JSONValueDecoder {
    /// The decoder's strategies. `keyDecodingStrategy = .convertFromSnakeCase`: an object's
    /// keys are converted before they are matched with the properties' keys.
    public var options: CodingOptions
    public let execution: Execution
    private var fromSnakeCase: Bool { options.snakeCase }

    public init(options: CodingOptions, execution: Execution) {
        self.options = options
        self.execution = execution
    }

    public func decode(_ json: JSONValue, _ shape: CodingShape, path: [JSONPathStep] = []) throws -> Value {
        if case .optional(let wrapped) = shape {
            if case .null = json { return .none }
            return .some(try decode(json, wrapped, path: path))
        }
        // A hand-written `init(from:)` is given a null too: it may decode it (`decodeNil()`).
        if case .nominal(let coding) = shape, coding.customDecode != nil {
            return try decode(json, coding, path: path)
        }
        if case .null = json {
            throw JSONDecodingFailure(
                .valueNotFound(shape.nullName), path: path, "Cannot get \(shape.nullReading) -- found null value instead")
        }
        switch shape {
        case .optional: preconditionFailure("handled above")
        case .int:
            if case .number(let text) = json, let exact = Int(text) { return .int(exact) }
            guard let number = Int(exactly: try number(json, shape, path: path)) else { throw JSONDecodingFailure.invalidJSON() }
            return .int(number)
        case .sized(let width):
            let arithmetic = width.arithmetic
            let number = try self.number(json, shape, path: path)
            guard number == number.rounded(), let whole = Int(exactly: number), let bits = arithmetic.fromInt(whole) else {
                // UInt64s beyond Int.max are read from their text.
                if case .number(let text) = json, width == .uint64 || width == .uint, let big = UInt64(text) {
                    return .sized(SizedInteger(width: width, bits: big))
                }
                throw JSONDecodingFailure.invalidJSON()
            }
            return .sized(SizedInteger(width: width, bits: bits))
        case .double:
            return .double(try number(json, shape, path: path))
        case .float:
            return .float(Float(try number(json, shape, path: path)))
        case .string:
            guard case .string(let text) = json else { throw JSONDecodingFailure.mismatch("String", found: json, path: path) }
            return .string(text)
        case .bool:
            guard case .bool(let flag) = json else { throw JSONDecodingFailure.mismatch("Bool", found: json, path: path) }
            return .bool(flag)
        case .array(let element):
            return .array(try elements(json, shape, path: path).enumerated().map {
                try decode($1, element, path: path + [.index($0)])
            })
        case .set(let element):
            return .set(OrderedSet(try elements(json, shape, path: path).enumerated().map {
                try decode($1, element, path: path + [.index($0)])
            }))
        case .dictionary(let keyShape, let valueShape):
            return .dictionary(try dictionary(json, keyShape, valueShape, path: path))
        case .uuid(let type):
            guard case .string(let text) = json else { throw JSONDecodingFailure.mismatch("String", found: json, path: path) }
            guard let normalized = FoundationTypes.normalized(text) else {
                throw JSONDecodingFailure(.dataCorrupted, path: path, "Attempted to decode UUID from invalid UUID string.")
            }
            return .structure(StructValue(type: type, fields: [.string(normalized)]))
        case .date(let type):
            return .structure(StructValue(type: type, fields: [.double(try dateSinceReference(json, path: path))]))
        case .data(let type):
            guard case .string(let text) = json else { throw JSONDecodingFailure.mismatch("String", found: json, path: path) }
            guard let bytes = Base64Text.decode(text) else {
                throw JSONDecodingFailure(.dataCorrupted, path: path, "Encountered Data is not valid Base64.")
            }
            return .structure(StructValue(type: type, fields: [.string(String(decoding: bytes, as: UTF8.self))]))
        case .url(let type):
            guard case .string(let text) = json else { throw JSONDecodingFailure.mismatch("String", found: json, path: path) }
            guard let url = WebURL(string: text) else {
                throw JSONDecodingFailure(.dataCorrupted, path: path, "Invalid URL string.")
            }
            return FileTypes.value(of: url, as: type)
        case .nominal(let coding):
            return try decode(json, coding, path: path)
        }
    }

    /// A Date's seconds since 2001, read by the decoder's date strategy. A badly formatted
    /// ISO 8601 string is reported with no coding path, as swift-foundation reports it.
    private func dateSinceReference(_ json: JSONValue, path: [JSONPathStep]) throws -> Double {
        switch options.dates {
        case .deferredToDate: return try number(json, .double, path: path)
        case .secondsSince1970: return try number(json, .double, path: path) - FoundationTypes.referenceOffset
        case .millisecondsSince1970: return try number(json, .double, path: path) / 1000 - FoundationTypes.referenceOffset
        case .iso8601:
            guard case .string(let text) = json else { throw JSONDecodingFailure.mismatch("String", found: json, path: path) }
            guard let seconds = ISO8601Reading.secondsSince1970(text) else {
                throw JSONDecodingFailure(.dataCorrupted, path: [], "Expected date string to be ISO8601-formatted.")
            }
            return seconds - FoundationTypes.referenceOffset
        }
    }

    /// A JSON number as a Double; Int-typed readers then check that it fits.
    private func number(_ json: JSONValue, _ shape: CodingShape, path: [JSONPathStep]) throws -> Double {
        guard case .number(let text) = json else { throw JSONDecodingFailure.mismatch(shape.expectedName, found: json, path: path) }
        guard let number = Double(text), number.isFinite else { throw JSONDecodingFailure.invalidJSON() }
        return number
    }

    private func elements(_ json: JSONValue, _ shape: CodingShape, path: [JSONPathStep]) throws -> [JSONValue] {
        guard case .array(let elements) = json else { throw JSONDecodingFailure.mismatch("Array<Any>", found: json, path: path) }
        return elements
    }

    private func members(_ json: JSONValue, _ typeName: String, path: [JSONPathStep]) throws -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = json else { throw JSONDecodingFailure.mismatch(typeName, found: json, path: path) }
        return members
    }

    private func dictionary(_ json: JSONValue, _ keyShape: CodingShape, _ valueShape: CodingShape, path: [JSONPathStep]) throws -> DictionaryValue {
        var entries: [(Value, Value)] = []
        switch keyShape {
        case .string, .int:
            for (key, element) in try members(json, "Dictionary<String, Any>", path: path) {
                let keyValue: Value
                if case .int = keyShape {
                    guard let number = Int(key) else {
                        throw JSONDecodingFailure(
                            .typeMismatch("Int"), path: path + [.key(key)], "Expected Int key but found String key instead.")
                    }
                    keyValue = .int(number)
                } else {
                    keyValue = .string(key)
                }
                // A repeated key keeps its first value, as Foundation's decoder does.
                if entries.contains(where: { $0.0 == keyValue }) { continue }
                entries.append((keyValue, try decode(element, valueShape, path: path + [.key(key)])))
            }
        default:
            let elements = try elements(json, .array(keyShape), path: path)
            for start in stride(from: 0, to: elements.count - 1, by: 2) {
                let key = try decode(elements[start], keyShape, path: path + [.index(start)])
                entries.removeAll { $0.0 == key }
                entries.append((key, try decode(elements[start + 1], valueShape, path: path + [.index(start + 1)])))
            }
        }
        return DictionaryValue(entries: entries)
    }

    private func convertedMembers(_ members: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
        fromSnakeCase ? members.map { (JSONKeyConversion.fromSnakeCase($0.key), $0.value) } : members
    }

    private func decode(_ json: JSONValue, _ coding: NominalCoding, path: [JSONPathStep]) throws -> Value {
        if let custom = coding.customDecode { return try custom(execution, json, path, options) }
        let type = coding.type
        switch coding.form {
        case .fields(let fields):
            let object = JSONValue.object(convertedMembers(try members(json, "Dictionary<String, Any>", path: path)))
            var values = type.storedProperties.map { property -> Value in
                // A lazy var's storage holds `.void` until it is first read.
                if property.lazyInitializer != nil || property.lazyName != nil { return .void }
                if case .optional = property.type { return .none }
                return .void
            }
            for (index, evaluate) in coding.defaults {
                values[index] = try evaluate(execution)
            }
            for field in fields where field.decodes {
                guard let member = object.member(field.key) else {
                    if case .optional = field.shape { continue }
                    throw JSONDecodingFailure(
                        .keyNotFound(field.key, keys: "CodingKeys"), path: path,
                        "No value associated with key CodingKeys(stringValue: \"\(field.key)\", intValue: nil) (\"\(field.key)\").")
                }
                values[field.index] = try decode(member, field.shape, path: path + [.key(field.key)])
            }
            if type.isClass { return .newObject(type, fields: values, in: execution) }
            return .structure(StructValue(type: type, fields: values))
        case .rawValue(let rawShape):
            let raw = try decode(json, rawShape, path: path)
            guard let index = type.cases.firstIndex(where: { $0.rawValue == raw }) else {
                let text = if case .string(let word) = raw { word } else { "\(raw.asInt)" }
                throw JSONDecodingFailure(
                    .dataCorrupted, path: path, "Cannot initialize \(type.name) from invalid \(rawShape.expectedName) value \(text)")
            }
            return .enumeration(type, index)
        case .cases(let cases):
            let members = convertedMembers(try members(json, "Dictionary<String, Any>", path: path))
            guard members.count == 1, let index = cases.firstIndex(where: { $0.name == members[0].key }) else {
                throw JSONDecodingFailure(.typeMismatch(type.name), path: path, "Invalid number of keys found, expected one.")
            }
            let enumCase = cases[index]
            let casePath = path + [.key(enumCase.name)]
            let payload = JSONValue.object(convertedMembers(try self.members(members[0].value, "Dictionary<String, Any>", path: casePath)))
            guard !enumCase.shapes.isEmpty else { return .enumeration(type, index) }
            let keysName = enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst() + "CodingKeys"
            var values: [Value] = []
            for (key, shape) in zip(enumCase.keys, enumCase.shapes) {
                guard let member = payload.member(key) else {
                    if case .optional = shape { values.append(.none); continue }
                    throw JSONDecodingFailure(
                        .keyNotFound(key, keys: keysName), path: casePath,
                        "No value associated with key \(keysName)(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").")
                }
                values.append(try decode(member, shape, path: casePath + [.key(key)]))
            }
            return .enumerationWithPayload(type, index, values)
        }
    }
}
