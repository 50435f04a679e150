import BindscopeLibrary
import BindscopeRuntime

/// A session value as JSONEncoder makes it a JSON tree, by the synthesized conformances its
/// `CodingShape` describes: a nil property is left out, an enum with a raw type is its raw
/// value, another enum `{"case":{"label":value}}` (`_0` for an unlabelled value), a
/// dictionary with String or Int keys an object and any other an array of keys and values.
public struct JSONValueEncoder {
    /// The encoder's strategies. `keyEncodingStrategy = .convertToSnakeCase`: applied to the
    /// keys of types' properties and cases, not to a dictionary's keys.
    public var options: CodingOptions
    /// What a type's hand-written `encode(to:)` runs in.
    public let execution: Execution
    private var snakeCase: Bool { options.snakeCase }

    public init(options: CodingOptions, execution: Execution) {
        self.options = options
        self.execution = execution
    }

    private func key(_ name: String) -> String {
        snakeCase ? JSONKeyConversion.toSnakeCase(name) : name
    }

    /// `encoder.encode(value)`: as `encode`, but a hand-written `encode(to:)` that encodes
    /// nothing fails, as Foundation's top level does.
    public func encodeTopLevel(_ value: Value, _ shape: CodingShape, type: SessionType) throws -> JSONValue {
        guard case .nominal(let coding) = shape, let custom = coding.customEncode else { return try encode(value, shape) }
        if let tree = try custom(execution, value, [], options) { return tree }
        let name = type.runtimeName
        throw JSONEncodingFailure(
            valueText: "\(try ValuePrinter(execution: execution).reflect(value, as: type)) (\(name))", path: [],
            debugDescription: "Top-level \(name) did not encode any values.")
    }

    public func encode(_ value: Value, _ shape: CodingShape, path: [JSONPathStep] = []) throws -> JSONValue {
        switch shape {
        case .int: return .number(String(value.asInt))
        case .sized:
            guard case .sized(let number) = value else { preconditionFailure("checked as a sized integer") }
            return .number(number.width.arithmetic.text(number.bits))
        case .double:
            let number = value.asDouble
            try requireFinite(number.isFinite, "\(number)", type: "Double", path: path)
            return JSONValue.number(number)
        case .float:
            guard case .float(let number) = value else { preconditionFailure("checked as a Float") }
            try requireFinite(number.isFinite, "\(number)", type: "Float", path: path)
            return JSONValue.number(number)
        case .string: return .string(value.asString)
        case .bool: return .bool(value.asBool)
        case .optional(let wrapped):
            guard case .some(let inner) = value else { return .null }
            return try encode(inner, wrapped, path: path)
        case .array(let element):
            return .array(try value.asArray.enumerated().map { try encode($1, element, path: path + [.index($0)]) })
        case .set(let element):
            guard case .set(let elements) = value else { preconditionFailure("checked as a Set") }
            return .array(try elements.enumerated().map { try encode($1, element, path: path + [.index($0)]) })
        case .dictionary(let keyShape, let valueShape):
            guard case .dictionary(let dictionary) = value else { preconditionFailure("checked as a Dictionary") }
            switch keyShape {
            case .string, .int:
                return .object(try zip(dictionary.keys, dictionary.values).map { key, element in
                    let text = if case .int(let number) = key { String(number) } else { key.asString }
                    return (text, try encode(element, valueShape, path: path + [.key(text)]))
                })
            default:
                var elements: [JSONValue] = []
                for (key, element) in zip(dictionary.keys, dictionary.values) {
                    elements.append(try encode(key, keyShape, path: path + [.index(elements.count)]))
                    elements.append(try encode(element, valueShape, path: path + [.index(elements.count)]))
                }
                return .array(elements)
            }
        case .uuid:
            guard case .structure(let structure) = value else { preconditionFailure("a Foundation struct") }
            return try encode(structure.fields[0], .string, path: path)
        case .date:
            guard case .structure(let structure) = value else { preconditionFailure("a Foundation struct") }
            let sinceReference = structure.fields[0].asDouble
            switch options.dates {
            case .deferredToDate: return try encode(.double(sinceReference), .double, path: path)
            case .secondsSince1970: return try encode(.double(sinceReference + FoundationTypes.referenceOffset), .double, path: path)
            case .millisecondsSince1970:
                return try encode(.double((sinceReference + FoundationTypes.referenceOffset) * 1000), .double, path: path)
            case .iso8601:
                // Whole seconds, rounded down, as Foundation's ISO 8601 formatter writes them.
                let seconds = (sinceReference + FoundationTypes.referenceOffset).rounded(.down)
                guard seconds.isFinite, abs(seconds) < 1e15 else { return .string("") }
                return .string(CivilTime(secondsSince1970: Int(seconds)).iso8601)
            }
        case .data:
            return .string(Base64Text.encode(Array(JSONCoderTypes.text(of: value).utf8)))
        case .url:
            return .string(FileTypes.description(of: value))
        case .nominal(let coding):
            return try encode(value, coding, path: path)
        }
    }

    private func encode(_ value: Value, _ coding: NominalCoding, path: [JSONPathStep]) throws -> JSONValue {
        // A nested value that encoded nothing is an empty object, as Foundation writes it.
        if let custom = coding.customEncode { return try custom(execution, value, path, options) ?? .object([]) }
        switch coding.form {
        case .fields(let fields):
            let stored: [Value]
            switch value {
            case .structure(let structure): stored = structure.fields
            case .object(let box):
                guard case .structure(let structure) = box.value else { preconditionFailure("an object holds its fields") }
                stored = structure.fields
            default: preconditionFailure("checked as a struct or a class")
            }
            var members: [(key: String, value: JSONValue)] = []
            for field in fields {
                let fieldValue = stored[field.index]
                if case .optional = field.shape, case .none = fieldValue { continue }
                let name = key(field.key)
                members.append((name, try encode(fieldValue, field.shape, path: path + [.key(name)])))
            }
            return .object(members)
        case .rawValue:
            guard case .enumeration(let type, let index) = value, let raw = type.cases[index].rawValue else {
                preconditionFailure("checked as an enum with raw values")
            }
            switch raw {
            case .int(let number): return .number(String(number))
            case .string(let text): return .string(text)
            case .double(let number): return JSONValue.number(number)
            default: return .string("\(raw)")
            }
        case .cases(let cases):
            let index: Int, payload: [Value]
            switch value {
            case .enumeration(_, let caseIndex): (index, payload) = (caseIndex, [])
            case .enumerationWithPayload(_, let caseIndex, let values): (index, payload) = (caseIndex, values)
            default: preconditionFailure("checked as an enum")
            }
            let enumCase = cases[index]
            let caseKey = key(enumCase.name)
            var members: [(key: String, value: JSONValue)] = []
            for (position, element) in payload.enumerated() {
                let name = key(enumCase.keys[position])
                members.append((name, try encode(element, enumCase.shapes[position], path: path + [.key(caseKey), .key(name)])))
            }
            return .object([(caseKey, .object(members))])
        }
    }

    private func requireFinite(_ isFinite: Bool, _ text: String, type: String, path: [JSONPathStep]) throws {
        guard !isFinite else { return }
        throw JSONEncodingFailure(
            valueText: "\(text) (\(type))", path: path, debugDescription: "Unable to encode \(type).\(text) directly in JSON.")
    }
}
