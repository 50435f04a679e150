import BindscopeLibrary
import BindscopeRuntime

/// Foundation's `DecodingError` and `EncodingError` as session enums, so `catch let error as
/// DecodingError` and `catch DecodingError.keyNotFound(let key, let context)` work, with
/// `CodingKey` (`stringValue`, `intValue`) and the cases' `Context` (`codingPath`,
/// `debugDescription`). They print as swiftc's build here (swift-foundation) prints them:
/// `DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: items[1].
/// Debug description: …`, and give Foundation's `localizedDescription`.
public final class CodingErrorTypes {
    public let codingKey = NominalType(name: "CodingKey", kind: .structure)
    public let decodingContext = NominalType(name: "DecodingError.Context", kind: .structure)
    public let encodingContext = NominalType(name: "EncodingError.Context", kind: .structure)
    public let decodingError = NominalType(name: "DecodingError", kind: .enumeration)
    public let encodingError = NominalType(name: "EncodingError", kind: .enumeration)

    /// The cases' order in `decodingError.cases`.
    public enum DecodingCase: Int { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted }

    public init() {
        codingKey.storedProperties = [
            NominalType.StoredProperty(name: "stringValue", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(name: "intValue", type: .optional(.int), isConstant: true, defaultValue: nil, isWrapped: false),
            // The name of the keys' type, which a key's description shows (`CodingKeys`).
            NominalType.StoredProperty(name: " keys", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        codingKey.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: FunctionValue { _, arguments in
                .string(CodingErrorTypes.keyDescription(arguments[0]))
            }),
        ]
        codingKey.conformances = ["CustomStringConvertible", "Sendable"]
        codingKey.members.hidesMemberwiseInitializer = true
        for context in [decodingContext, encodingContext] {
            context.storedProperties = [
                NominalType.StoredProperty(
                    name: "codingPath", type: .array(.nominal(codingKey)), isConstant: true, defaultValue: nil, isWrapped: false),
                NominalType.StoredProperty(name: "debugDescription", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
            ]
            context.conformances = ["Sendable"]
            context.members.hidesMemberwiseInitializer = true
        }
        let decodingContextType = SessionType.nominal(decodingContext)
        decodingError.cases = [
            .init(name: "typeMismatch", payloadLabels: [nil, nil], payloadTypes: [.any, decodingContextType]),
            .init(name: "valueNotFound", payloadLabels: [nil, nil], payloadTypes: [.any, decodingContextType]),
            .init(name: "keyNotFound", payloadLabels: [nil, nil], payloadTypes: [.nominal(codingKey), decodingContextType]),
            .init(name: "dataCorrupted", payloadLabels: [nil], payloadTypes: [decodingContextType]),
        ]
        encodingError.cases = [
            .init(name: "invalidValue", payloadLabels: [nil, nil], payloadTypes: [.any, .nominal(encodingContext)]),
        ]
        for error in [decodingError, encodingError] {
            error.conformances = ["Error", "LocalizedError", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"]
            let text = FunctionValue { _, arguments in .string(CodingErrorTypes.description(of: arguments[0])) }
            error.computedProperties = [
                NominalType.ComputedProperty(name: "description", type: .string, body: text),
                NominalType.ComputedProperty(name: "debugDescription", type: .string, body: text),
                NominalType.ComputedProperty(name: "errorDescription", type: .optional(.string), body: FunctionValue { _, arguments in
                    .some(.string(CodingErrorTypes.localizedDescription(of: arguments[0])))
                }),
            ]
        }
    }

    /// The types a session may name (`CodingKey` stays the protocol a `CodingKeys` enum adopts).
    public func type(named name: String) -> NominalType? {
        switch name {
        case "DecodingError": decodingError
        case "EncodingError": encodingError
        case "DecodingError.Context": decodingContext
        case "EncodingError.Context": encodingContext
        default: nil
        }
    }

    // MARK: Making them

    public func key(_ step: JSONPathStep) -> Value {
        switch step {
        case .key(let name, let keys): .structure(StructValue(type: codingKey, fields: [.string(name), .none, .string(keys)]))
        case .index(let index):
            .structure(StructValue(type: codingKey, fields: [.string("Index \(index)"), .some(.int(index)), .string("_CodingKey")]))
        }
    }

    private func context(_ type: NominalType, _ path: [JSONPathStep], _ debugDescription: String) -> Value {
        .structure(StructValue(type: type, fields: [.array(path.map { key($0) }), .string(debugDescription)]))
    }

    /// The thrown `DecodingError` of a failure to decode.
    public func error(_ failure: JSONDecodingFailure) -> ThrownError {
        ThrownError(throwing: value(failure), of: .nominal(decodingError))
    }

    /// The `DecodingError` value of a failure to decode.
    public func value(_ failure: JSONDecodingFailure) -> Value {
        let context = context(decodingContext, failure.path, failure.debugDescription)
        let value: Value
        switch failure.kind {
        case .typeMismatch(let typeName):
            value = .enumerationWithPayload(decodingError, DecodingCase.typeMismatch.rawValue, [.existential(.string(typeName), .string), context])
        case .valueNotFound(let typeName):
            value = .enumerationWithPayload(decodingError, DecodingCase.valueNotFound.rawValue, [.existential(.string(typeName), .string), context])
        case .keyNotFound(let name, let keys):
            value = .enumerationWithPayload(decodingError, DecodingCase.keyNotFound.rawValue, [key(.key(name, keys: keys)), context])
        case .dataCorrupted:
            value = .enumerationWithPayload(decodingError, DecodingCase.dataCorrupted.rawValue, [context])
        }
        return value
    }

    /// `EncodingError.invalidValue` of a Double that JSON cannot hold.
    public func error(_ failure: JSONEncodingFailure) -> ThrownError {
        let value = Value.enumerationWithPayload(
            encodingError, 0, [.existential(.string(failure.valueText), .string), context(encodingContext, failure.path, failure.debugDescription)])
        return ThrownError(throwing: value, of: .nominal(encodingError))
    }

    // MARK: Describing them

    private static func fields(_ value: Value) -> [Value] {
        guard case .structure(let structure) = value else { preconditionFailure("a struct") }
        return structure.fields
    }

    static func keyDescription(_ key: Value) -> String {
        let fields = fields(key)
        let text = fields[0].asString
        if case .some(.int(let index)) = fields[1] { return "\(fields[2].asString)(stringValue: \"\(text)\", intValue: \(index))" }
        return "\(fields[2].asString)(stringValue: \"\(text)\", intValue: nil)"
    }

    /// `items[1].name`: keys joined by periods, indexes in brackets.
    static func pathText(_ context: Value) -> String {
        guard case .array(let keys) = fields(context)[0] else { preconditionFailure("a coding path") }
        var text = ""
        for key in keys {
            let fields = fields(key)
            if case .some(.int(let index)) = fields[1] {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + fields[0].asString
            }
        }
        return text
    }

    static func description(of error: Value) -> String {
        guard case .enumerationWithPayload(let type, let index, let payload) = error else { preconditionFailure("a coding error") }
        let context = payload[payload.count - 1]
        let path = pathText(context)
        let debug = fields(context)[1].asString
        let pathPart = path.isEmpty ? "" : " Path: \(path)."
        // Foundation's own errors carry the type's name; a session's `.typeMismatch(Int.self, …)`
        // the type itself.
        func typeName(_ value: Value) -> String {
            switch value {
            case .existential(.string(let name), _): name
            case .existential(.metatype(let type), _), .metatype(let type): type.runtimeName
            default: "\(value)"
            }
        }
        if type.name == "EncodingError" {
            return "EncodingError.invalidValue: \(typeName(payload[0])).\(pathPart) Debug description: \(debug)"
        }
        switch DecodingCase(rawValue: index)! {
        case .typeMismatch:
            return "DecodingError.typeMismatch: expected value of type \(typeName(payload[0])).\(pathPart) Debug description: \(debug)"
        case .valueNotFound:
            return "DecodingError.valueNotFound: Expected value of type \(typeName(payload[0])) but found null instead.\(pathPart) Debug description: \(debug)"
        case .keyNotFound:
            let name = fields(payload[0])[0].asString
            return "DecodingError.keyNotFound: Key '\(name)' not found in keyed decoding container.\(pathPart) Debug description: \(debug)"
        case .dataCorrupted:
            return "DecodingError.dataCorrupted: Data was corrupted.\(pathPart) Debug description: \(debug)"
        }
    }

    static func localizedDescription(of error: Value) -> String {
        if case .enumerationWithPayload(let type, let index, _) = error, type.name == "DecodingError",
            index == DecodingCase.valueNotFound.rawValue || index == DecodingCase.keyNotFound.rawValue
        {
            return "The operation could not be completed. The data is missing."
        }
        return "The operation could not be completed. The data isn’t in the correct format."
    }
}
