import BindscopeLibrary
import BindscopeRuntime

/// What a hand-written `init(from decoder: Decoder)` and `encode(to encoder: Encoder)` work
/// with: the `Decoder` and `Encoder` they are given and the keyed containers they ask for
/// (`container(keyedBy: CodingKeys.self)`), one container type per keys type.
///
/// A decoder and its containers hold the JSON text of the value being decoded (parsed again
/// by each read: a session's values are small), its coding path and the key strategy. An
/// encoder and its containers share one box of the members written so far, each a key and
/// its JSON text, which the encoder puts together when `encode(to:)` returns.
public final class CodingContainerTypes {
    public let decoder = NominalType(name: "Decoder", kind: .structure)
    public let encoder = NominalType(name: "Encoder", kind: .structure)
    private var decodingContainers: [ObjectIdentifier: NominalType] = [:]
    private var encodingContainers: [ObjectIdentifier: NominalType] = [:]
    /// The keys type of each container type.
    public private(set) var keysOfContainer: [ObjectIdentifier: NominalType] = [:]

    public init() {
        decoder.storedProperties = CodingContainerTypes.fields([" json", " path", " snake"], [.string, .array(.any), .bool])
        encoder.storedProperties = CodingContainerTypes.fields([" members", " path", " snake"], [.any, .array(.any), .bool])
        for type in [decoder, encoder] {
            type.members.hidesMemberwiseInitializer = true
            type.conformances = ["Sendable"]
        }
    }

    private static func fields(_ names: [String], _ types: [SessionType]) -> [NominalType.StoredProperty] {
        zip(names, types).map { NominalType.StoredProperty(name: $0, type: $1, isConstant: true, defaultValue: nil, isWrapped: false) }
    }

    public func type(named name: String) -> NominalType? {
        switch name {
        case "Decoder": decoder
        case "Encoder": encoder
        default: nil
        }
    }

    /// `KeyedDecodingContainer<CodingKeys>`: fields as a decoder's.
    public func decodingContainer(keyedBy keys: NominalType) -> NominalType {
        if let known = decodingContainers[ObjectIdentifier(keys)] { return known }
        let type = NominalType(name: "KeyedDecodingContainer<\(keys.name)>", kind: .structure)
        type.storedProperties = decoder.storedProperties
        type.members.hidesMemberwiseInitializer = true
        decodingContainers[ObjectIdentifier(keys)] = type
        keysOfContainer[ObjectIdentifier(type)] = keys
        return type
    }

    public func encodingContainer(keyedBy keys: NominalType) -> NominalType {
        if let known = encodingContainers[ObjectIdentifier(keys)] { return known }
        let type = NominalType(name: "KeyedEncodingContainer<\(keys.name)>", kind: .structure)
        type.storedProperties = encoder.storedProperties
        type.members.hidesMemberwiseInitializer = true
        encodingContainers[ObjectIdentifier(keys)] = type
        keysOfContainer[ObjectIdentifier(type)] = keys
        return type
    }

    public func isDecodingContainer(_ type: NominalType) -> Bool { decodingContainers[ObjectIdentifier(keysOfContainer[ObjectIdentifier(type)] ?? type)] === type }
    public func isEncodingContainer(_ type: NominalType) -> Bool { encodingContainers[ObjectIdentifier(keysOfContainer[ObjectIdentifier(type)] ?? type)] === type }

    // MARK: Values

    /// The decoder `init(from:)` is given for `json` at `path`.
    public func decoderValue(_ json: JSONValue, path: [JSONPathStep], snakeCase: Bool, keys: CodingErrorTypes) -> Value {
        .structure(StructValue(type: decoder, fields: [
            .string(JSONWriter().text(of: json)), .array(path.map { keys.key($0) }), .bool(snakeCase),
        ]))
    }

    /// A new encoder for `encode(to:)`, and the box its containers write members to.
    public func newEncoder(path: [JSONPathStep], snakeCase: Bool, keys: CodingErrorTypes) -> (Value, Box) {
        let members = Box(.array([]))
        let value = Value.structure(StructValue(type: encoder, fields: [.state(members), .array(path.map { keys.key($0) }), .bool(snakeCase)]))
        return (value, members)
    }

    /// The same fields as another type: a container made of its decoder or encoder.
    public static func retyped(_ value: Value, as type: NominalType) -> Value {
        guard case .structure(let structure) = value else { preconditionFailure("a coder is a struct") }
        return .structure(StructValue(type: type, fields: structure.fields))
    }

    public static func fields(of value: Value) -> [Value] {
        guard case .structure(let structure) = value else { preconditionFailure("a coder is a struct") }
        return structure.fields
    }

    /// A coding path held as `CodingKey` values, as steps again.
    public static func path(_ value: Value) -> [JSONPathStep] {
        guard case .array(let keys) = value else { preconditionFailure("a coding path") }
        return keys.map { key in
            let fields = fields(of: key)
            if case .some(.int(let index)) = fields[1] { return .index(index) }
            return .key(fields[0].asString)
        }
    }

    /// The string value of a `CodingKeys` case: its raw value, else its name.
    public static func keyText(_ key: Value) -> String {
        guard case .enumeration(let type, let index) = key else { preconditionFailure("a CodingKeys case") }
        if case .string(let text)? = type.cases[index].rawValue { return text }
        return type.cases[index].name
    }
}
