import BindscopeLibrary
import BindscopeRuntime

/// Foundation's `Data`, `JSONEncoder`, `JSONDecoder` and what configures them, as nominal types
/// (see `Checker+JSONCoders.swift` for their initializers and methods).
///
/// - `Data` is a struct of its bytes, held as text: every way a session makes one (`Data("…".utf8)`,
///   `"…".data(using: .utf8)`, an encoder, a file read as UTF-8) gives UTF-8. It prints as
///   `N bytes`, as Foundation's does, and compares by its bytes.
/// - `JSONEncoder` and `JSONDecoder` are classes (`let encoder = JSONEncoder()` then
///   `encoder.outputFormatting = .prettyPrinted`), whose stored properties are their settings.
/// - `JSONEncoder.OutputFormatting` is an option set of one `rawValue` (Foundation's bits:
///   prettyPrinted 1, sortedKeys 2, withoutEscapingSlashes 8), written as `.sortedKeys` or as an
///   array literal of them (`Checker.outputFormattingLiteral`).
public final class JSONCoderTypes {
    public let data = NominalType(name: "Data", kind: .structure)
    public let encoder = NominalType(name: "JSONEncoder", kind: .classType)
    public let decoder = NominalType(name: "JSONDecoder", kind: .classType)
    public let outputFormatting = NominalType(name: "JSONEncoder.OutputFormatting", kind: .structure)
    public let keyEncodingStrategy = NominalType(name: "JSONEncoder.KeyEncodingStrategy", kind: .enumeration)
    public let keyDecodingStrategy = NominalType(name: "JSONDecoder.KeyDecodingStrategy", kind: .enumeration)
    /// `String.Encoding`: only `.utf8` is offered.
    public let stringEncoding = NominalType(name: "String.Encoding", kind: .enumeration)

    public static let prettyPrinted = 1, sortedKeys = 2, withoutEscapingSlashes = 8

    public init() {
        data.storedProperties = [
            NominalType.StoredProperty(name: " utf8", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        let byteCount = FunctionValue { _, arguments in .string("\(JSONCoderTypes.text(of: arguments[0]).utf8.count) bytes") }
        data.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: byteCount),
            NominalType.ComputedProperty(name: "debugDescription", type: .string, body: byteCount),
            NominalType.ComputedProperty(name: "count", type: .int, body: FunctionValue { _, arguments in
                .int(JSONCoderTypes.text(of: arguments[0]).utf8.count)
            }),
            NominalType.ComputedProperty(name: "isEmpty", type: .bool, body: FunctionValue { _, arguments in
                .bool(JSONCoderTypes.text(of: arguments[0]).isEmpty)
            }),
        ]
        data.conformances = ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"]
        data.members.hidesMemberwiseInitializer = true

        outputFormatting.storedProperties = [
            NominalType.StoredProperty(name: "rawValue", type: .int, isConstant: false, defaultValue: nil, isWrapped: false),
        ]
        outputFormatting.conformances = ["Equatable", "Hashable", "Sendable"]
        outputFormatting.members.hidesMemberwiseInitializer = true
        for (name, bit) in [("prettyPrinted", Self.prettyPrinted), ("sortedKeys", Self.sortedKeys),
            ("withoutEscapingSlashes", Self.withoutEscapingSlashes)] {
            let value = formatting(bit)
            outputFormatting.staticProperties[name] = StaticProperty(type: .nominal(outputFormatting)) { _ in value }
        }
        keyEncodingStrategy.cases = [.init(name: "useDefaultKeys"), .init(name: "convertToSnakeCase")]
        keyDecodingStrategy.cases = [.init(name: "useDefaultKeys"), .init(name: "convertFromSnakeCase")]
        stringEncoding.cases = [.init(name: "utf8")]
        for type in [keyEncodingStrategy, keyDecodingStrategy, stringEncoding] {
            type.conformances = ["Equatable", "Hashable", "Sendable"]
        }

        encoder.storedProperties = [
            NominalType.StoredProperty(
                name: "outputFormatting", type: .nominal(outputFormatting), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "keyEncodingStrategy", type: .nominal(keyEncodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
        ]
        decoder.storedProperties = [
            NominalType.StoredProperty(
                name: "keyDecodingStrategy", type: .nominal(keyDecodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
        ]
        for type in [encoder, decoder] {
            type.isFinal = true
            type.members.hidesMemberwiseInitializer = true
            // Printed as swiftc's build here prints the class: with its module, swift-foundation's.
            let name = Value.string("FoundationEssentials." + type.name)
            type.computedProperties = [NominalType.ComputedProperty(name: "description", type: .string, body: FunctionValue { _, _ in name })]
            type.conformances = ["CustomStringConvertible"]
        }
    }

    public func type(named name: String) -> NominalType? {
        switch name {
        case "Data": data
        case "JSONEncoder": encoder
        case "JSONDecoder": decoder
        case "JSONEncoder.OutputFormatting": outputFormatting
        case "JSONEncoder.KeyEncodingStrategy": keyEncodingStrategy
        case "JSONDecoder.KeyDecodingStrategy": keyDecodingStrategy
        case "String.Encoding": stringEncoding
        default: nil
        }
    }

    public func formatting(_ bits: Int) -> Value {
        .structure(StructValue(type: outputFormatting, fields: [.int(bits)]))
    }

    public func data(_ text: String) -> Value {
        .structure(StructValue(type: data, fields: [.string(text)]))
    }

    /// The bytes of a `Data` value, as the UTF-8 text they hold.
    public static func text(of data: Value) -> String {
        guard case .structure(let value) = data, case .string(let text) = value.fields[0] else {
            preconditionFailure("a Data is a struct of its text")
        }
        return text
    }

    /// A new `JSONEncoder()`: no formatting, default keys.
    public func newEncoder(in execution: Execution) -> Value {
        .newObject(encoder, fields: [formatting(0), .enumeration(keyEncodingStrategy, 0)], in: execution)
    }

    public func newDecoder(in execution: Execution) -> Value {
        .newObject(decoder, fields: [.enumeration(keyDecodingStrategy, 0)], in: execution)
    }

    /// The writer an encoder's settings ask for, and whether it converts keys to snake case.
    public static func settings(of encoder: Value) -> (writer: JSONWriter, snakeCase: Bool) {
        guard case .structure(let fields) = encoder.objectStorage.value,
            case .structure(let formatting) = fields.fields[0], case .int(let bits) = formatting.fields[0],
            case .enumeration(_, let strategy) = fields.fields[1]
        else { preconditionFailure("a JSONEncoder holds its settings") }
        let writer = JSONWriter(
            prettyPrinted: bits & prettyPrinted != 0, sortedKeys: bits & sortedKeys != 0,
            escapesSlashes: bits & withoutEscapingSlashes == 0)
        return (writer, strategy == 1)
    }

    public static func convertsFromSnakeCase(_ decoder: Value) -> Bool {
        guard case .structure(let fields) = decoder.objectStorage.value, case .enumeration(_, let strategy) = fields.fields[0] else {
            preconditionFailure("a JSONDecoder holds its settings")
        }
        return strategy == 1
    }
}
