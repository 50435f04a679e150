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
    /// The date strategies' cases are `CodingOptions.DateStrategy`'s, in its order.
    public let dateEncodingStrategy = NominalType(name: "JSONEncoder.DateEncodingStrategy", kind: .enumeration)
    public let dateDecodingStrategy = NominalType(name: "JSONDecoder.DateDecodingStrategy", kind: .enumeration)
    /// Only `.base64`, the default, is offered for Data.
    public let dataEncodingStrategy = NominalType(name: "JSONEncoder.DataEncodingStrategy", kind: .enumeration)
    public let dataDecodingStrategy = NominalType(name: "JSONDecoder.DataDecodingStrategy", kind: .enumeration)
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
        data.conformances = [
            "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "Codable", "Encodable", "Decodable",
        ]
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
        let dateCases = ["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"]
        dateEncodingStrategy.cases = dateCases.map { .init(name: $0) }
        dateDecodingStrategy.cases = dateCases.map { .init(name: $0) }
        dataEncodingStrategy.cases = [.init(name: "base64")]
        dataDecodingStrategy.cases = [.init(name: "base64")]
        for type in [keyEncodingStrategy, keyDecodingStrategy, stringEncoding, dateEncodingStrategy, dateDecodingStrategy,
            dataEncodingStrategy, dataDecodingStrategy] {
            type.conformances = ["Equatable", "Hashable", "Sendable"]
        }

        encoder.storedProperties = [
            NominalType.StoredProperty(
                name: "outputFormatting", type: .nominal(outputFormatting), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "keyEncodingStrategy", type: .nominal(keyEncodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "dateEncodingStrategy", type: .nominal(dateEncodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "dataEncodingStrategy", type: .nominal(dataEncodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
        ]
        decoder.storedProperties = [
            NominalType.StoredProperty(
                name: "keyDecodingStrategy", type: .nominal(keyDecodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "dateDecodingStrategy", type: .nominal(dateDecodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(
                name: "dataDecodingStrategy", type: .nominal(dataDecodingStrategy), isConstant: false, defaultValue: nil, isWrapped: false),
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
        case "JSONEncoder.DateEncodingStrategy": dateEncodingStrategy
        case "JSONDecoder.DateDecodingStrategy": dateDecodingStrategy
        case "JSONEncoder.DataEncodingStrategy": dataEncodingStrategy
        case "JSONDecoder.DataDecodingStrategy": dataDecodingStrategy
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

    /// A new `JSONEncoder()`: no formatting, default keys, Date's and Data's defaults.
    public func newEncoder(in execution: Execution) -> Value {
        .newObject(encoder, fields: [
            formatting(0), .enumeration(keyEncodingStrategy, 0), .enumeration(dateEncodingStrategy, 0), .enumeration(dataEncodingStrategy, 0),
        ], in: execution)
    }

    public func newDecoder(in execution: Execution) -> Value {
        .newObject(decoder, fields: [
            .enumeration(keyDecodingStrategy, 0), .enumeration(dateDecodingStrategy, 0), .enumeration(dataDecodingStrategy, 0),
        ], in: execution)
    }

    /// The case index of each of a coder's settings that is an enum.
    private static func strategies(_ fields: [Value]) -> [Int] {
        fields.map { if case .enumeration(_, let index) = $0 { index } else { 0 } }
    }

    /// The writer an encoder's settings ask for, and its strategies.
    public static func settings(of encoder: Value) -> (writer: JSONWriter, options: CodingOptions) {
        guard case .structure(let fields) = encoder.objectStorage.value,
            case .structure(let formatting) = fields.fields[0], case .int(let bits) = formatting.fields[0]
        else { preconditionFailure("a JSONEncoder holds its settings") }
        let writer = JSONWriter(
            prettyPrinted: bits & prettyPrinted != 0, sortedKeys: bits & sortedKeys != 0,
            escapesSlashes: bits & withoutEscapingSlashes == 0)
        let strategies = strategies(fields.fields)
        return (writer, CodingOptions(snakeCase: strategies[1] == 1, dates: CodingOptions.DateStrategy(rawValue: strategies[2]) ?? .deferredToDate))
    }

    public static func options(of decoder: Value) -> CodingOptions {
        guard case .structure(let fields) = decoder.objectStorage.value else { preconditionFailure("a JSONDecoder holds its settings") }
        let strategies = strategies(fields.fields)
        return CodingOptions(snakeCase: strategies[0] == 1, dates: CodingOptions.DateStrategy(rawValue: strategies[1]) ?? .deferredToDate)
    }
}
