import BindscopeLibrary
import BindscopeRuntime

/// What a hand-written `init(from decoder: Decoder)` and `encode(to encoder: Encoder)` work
/// with: the `Decoder` and `Encoder` they are given and the containers they ask for: keyed
/// (`container(keyedBy: CodingKeys.self)`, one container type per keys type), unkeyed and
/// single-value.
///
/// A decoder and its containers hold the JSON text of the value being decoded (so they stay
/// plain session values; `JSONTextCache` keeps the last few parsed, as a loop over an unkeyed
/// container reads the same text again and again), its coding path and the coding options; an
/// unkeyed decoding container also its `currentIndex`, which its reads advance in place (it is
/// a value, as in Swift: a copy keeps its own index).
///
/// An encoder and all the containers made from it share one box, which names the tree they
/// write (held here, in `trees`, while `encode(to:)` runs, so that each write changes it in
/// place rather than writing it out again). Each container also has its place in that tree,
/// the part of its coding path below the encoder's own (the first `root` steps are the
/// encoder's), so a nested container writes where it was made.
public final class CodingContainerTypes {
    public let decoder = NominalType(name: "Decoder", kind: .structure)
    public let encoder = NominalType(name: "Encoder", kind: .structure)
    public let unkeyedDecoding = NominalType(name: "UnkeyedDecodingContainer", kind: .structure)
    public let unkeyedEncoding = NominalType(name: "UnkeyedEncodingContainer", kind: .structure)
    public let singleValueDecoding = NominalType(name: "SingleValueDecodingContainer", kind: .structure)
    public let singleValueEncoding = NominalType(name: "SingleValueEncodingContainer", kind: .structure)
    private var decodingContainers: [ObjectIdentifier: NominalType] = [:]
    private var encodingContainers: [ObjectIdentifier: NominalType] = [:]
    /// The keys type of each keyed container type.
    public private(set) var keysOfContainer: [ObjectIdentifier: NominalType] = [:]
    /// `codingPath`'s element type, set by `FoundationTypes` (it belongs to the errors' types).
    private var codingKey: NominalType?
    /// The tree of each encoder at work, by its box; absent until something is written.
    private var trees: [ObjectIdentifier: JSONValue] = [:]
    private let texts = JSONTextCache()

    /// The fields every decoder-side value has first, and those of the encoder side.
    public enum DecoderField: Int { case json, path, options, currentIndex }
    public enum EncoderField: Int { case tree, path, options, root }

    public init() {
        let decoderFields = CodingContainerTypes.fields([" json", " path", " options"], [.string, .array(.any), .int])
        let encoderFields = CodingContainerTypes.fields([" tree", " path", " options", " root"], [.any, .array(.any), .int, .int])
        for type in [decoder, singleValueDecoding] { type.storedProperties = decoderFields }
        unkeyedDecoding.storedProperties = decoderFields + CodingContainerTypes.fields([" index"], [.int])
        for type in [encoder, unkeyedEncoding, singleValueEncoding] { type.storedProperties = encoderFields }
        for type in [decoder, encoder, unkeyedDecoding, unkeyedEncoding, singleValueDecoding, singleValueEncoding] {
            type.members.hidesMemberwiseInitializer = true
        }
        for type in [decoder, encoder] { type.conformances = ["Sendable"] }
        // Members whose bodies read the JSON through this object's caches.
        unkeyedDecoding.computedProperties = [
            NominalType.ComputedProperty(name: "count", type: .optional(.int), body: FunctionValue { [unowned self] _, arguments in
                .some(.int(elements(of: arguments[0]).count))
            }),
            NominalType.ComputedProperty(name: "currentIndex", type: .int, body: FunctionValue { _, arguments in
                CodingContainerTypes.fields(of: arguments[0])[DecoderField.currentIndex.rawValue]
            }),
            NominalType.ComputedProperty(name: "isAtEnd", type: .bool, body: FunctionValue { [unowned self] _, arguments in
                let index = CodingContainerTypes.fields(of: arguments[0])[DecoderField.currentIndex.rawValue].asInt
                return .bool(index >= elements(of: arguments[0]).count)
            }),
        ]
        unkeyedEncoding.computedProperties = [
            NominalType.ComputedProperty(name: "count", type: .int, body: FunctionValue { [unowned self] _, arguments in
                .int(encoderTree(of: arguments[0]).elementCount)
            }),
        ]
    }

    private static func fields(_ names: [String], _ types: [SessionType]) -> [NominalType.StoredProperty] {
        zip(names, types).map { NominalType.StoredProperty(name: $0, type: $1, isConstant: true, defaultValue: nil, isWrapped: false) }
    }

    /// Gives every coder and container its `codingPath`, as `CodingKey`s.
    public func addCodingPath(of key: NominalType) {
        codingKey = key
        for type in [decoder, encoder, unkeyedDecoding, unkeyedEncoding, singleValueDecoding, singleValueEncoding] {
            type.computedProperties.append(codingPathProperty(key))
        }
    }

    private func codingPathProperty(_ key: NominalType) -> NominalType.ComputedProperty {
        NominalType.ComputedProperty(name: "codingPath", type: .array(.nominal(key)), body: FunctionValue { _, arguments in
            CodingContainerTypes.fields(of: arguments[0])[DecoderField.path.rawValue]
        })
    }

    public func type(named name: String) -> NominalType? {
        switch name {
        case "Decoder": decoder
        case "Encoder": encoder
        case "UnkeyedDecodingContainer": unkeyedDecoding
        case "UnkeyedEncodingContainer": unkeyedEncoding
        case "SingleValueDecodingContainer": singleValueDecoding
        case "SingleValueEncodingContainer": singleValueEncoding
        default: nil
        }
    }

    /// `KeyedDecodingContainer<CodingKeys>`: fields as a decoder's.
    public func decodingContainer(keyedBy keys: NominalType) -> NominalType {
        if let known = decodingContainers[ObjectIdentifier(keys)] { return known }
        let type = NominalType(name: "KeyedDecodingContainer<\(keys.name)>", kind: .structure)
        type.storedProperties = decoder.storedProperties
        type.members.hidesMemberwiseInitializer = true
        type.computedProperties = [
            // The object's keys that are keys of the type, in the order the JSON has them.
            NominalType.ComputedProperty(name: "allKeys", type: .array(.nominal(keys)), body: FunctionValue { [unowned self] _, arguments in
                guard case .object(let members) = json(of: arguments[0]) else { return .array([]) }
                let options = CodingContainerTypes.options(of: arguments[0])
                return .array(members.compactMap { member in
                    let name = options.snakeCase ? JSONKeyConversion.fromSnakeCase(member.key) : member.key
                    return keys.cases.indices.first { CodingContainerTypes.keyText(.enumeration(keys, $0)) == name }
                        .map { .enumeration(keys, $0) }
                })
            }),
        ]
        if let codingKey { type.computedProperties.append(codingPathProperty(codingKey)) }
        decodingContainers[ObjectIdentifier(keys)] = type
        keysOfContainer[ObjectIdentifier(type)] = keys
        return type
    }

    public func encodingContainer(keyedBy keys: NominalType) -> NominalType {
        if let known = encodingContainers[ObjectIdentifier(keys)] { return known }
        let type = NominalType(name: "KeyedEncodingContainer<\(keys.name)>", kind: .structure)
        type.storedProperties = encoder.storedProperties
        type.members.hidesMemberwiseInitializer = true
        if let codingKey { type.computedProperties = [codingPathProperty(codingKey)] }
        encodingContainers[ObjectIdentifier(keys)] = type
        keysOfContainer[ObjectIdentifier(type)] = keys
        return type
    }

    public func isDecodingContainer(_ type: NominalType) -> Bool { decodingContainers[ObjectIdentifier(keysOfContainer[ObjectIdentifier(type)] ?? type)] === type }
    public func isEncodingContainer(_ type: NominalType) -> Bool { encodingContainers[ObjectIdentifier(keysOfContainer[ObjectIdentifier(type)] ?? type)] === type }

    // MARK: Values

    /// The decoder `init(from:)` is given for `json` at `path`.
    public func decoderValue(_ json: JSONValue, path: [JSONPathStep], options: CodingOptions, keys: CodingErrorTypes) -> Value {
        decoderSide(decoder, json, path: path, options: options, keys: keys)
    }

    /// A decoder or a decoding container of `type` for `json` at `path`.
    public func decoderSide(_ type: NominalType, _ json: JSONValue, path: [JSONPathStep], options: CodingOptions, keys: CodingErrorTypes) -> Value {
        var fields: [Value] = [.string(JSONWriter().text(of: json)), .array(path.map { keys.key($0) }), options.packed]
        if type === unkeyedDecoding { fields.append(.int(0)) }
        return .structure(StructValue(type: type, fields: fields))
    }

    /// A new encoder for `encode(to:)`, and the box that names its tree.
    public func newEncoder(path: [JSONPathStep], options: CodingOptions, keys: CodingErrorTypes) -> (Value, Box) {
        let tree = Box(.void)
        let value = Value.structure(StructValue(type: encoder, fields: [
            .state(tree), .array(path.map { keys.key($0) }), options.packed, .int(path.count),
        ]))
        return (value, tree)
    }

    /// The tree an encoder wrote, which it then lets go of; nil when `encode(to:)` wrote nothing.
    public func finishedTree(_ box: Box) -> JSONValue? {
        trees.removeValue(forKey: ObjectIdentifier(box))
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

    /// What a decoder-side value holds, parsed.
    public func json(of value: Value) -> JSONValue {
        texts.parse(CodingContainerTypes.fields(of: value)[DecoderField.json.rawValue].asString)
    }

    public static func options(of value: Value) -> CodingOptions {
        CodingOptions(packed: fields(of: value)[DecoderField.options.rawValue])
    }

    private func elements(of value: Value) -> [JSONValue] {
        if case .array(let elements) = json(of: value) { return elements }
        return []
    }

    /// A coding path held as `CodingKey` values, as steps again.
    public static func path(_ value: Value) -> [JSONPathStep] {
        guard case .array(let keys) = value else { preconditionFailure("a coding path") }
        return keys.map { key in
            let fields = fields(of: key)
            if case .some(.int(let index)) = fields[1] { return .index(index) }
            return .key(fields[0].asString, keys: fields[2].asString)
        }
    }

    // MARK: The encoder's tree

    /// The box, and the place in its tree, of an encoder or an encoding container.
    public static func treePlace(of value: Value) -> (box: Box, location: ArraySlice<JSONPathStep>) {
        let fields = fields(of: value)
        guard case .state(let box) = fields[EncoderField.tree.rawValue] else { preconditionFailure("an encoder holds its tree's box") }
        return (box, path(fields[EncoderField.path.rawValue]).dropFirst(fields[EncoderField.root.rawValue].asInt))
    }

    /// The value at an encoding container's place (null when nothing is there yet).
    public func encoderTree(of value: Value) -> JSONValue {
        let (box, location) = CodingContainerTypes.treePlace(of: value)
        return (trees[ObjectIdentifier(box)] ?? .null).value(at: location) ?? .null
    }

    /// Changes the value at an encoding container's place, in place.
    public func editTree(of value: Value, _ change: (inout JSONValue) -> Void) {
        let (box, location) = CodingContainerTypes.treePlace(of: value)
        trees[ObjectIdentifier(box), default: .null].modify(at: location, change)
    }

    /// The string value of a `CodingKeys` case: its raw value, else its name.
    public static func keyText(_ key: Value) -> String {
        guard case .enumeration(let type, let index) = key else { preconditionFailure("a CodingKeys case") }
        if case .string(let text)? = type.cases[index].rawValue { return text }
        return type.cases[index].name
    }
}
