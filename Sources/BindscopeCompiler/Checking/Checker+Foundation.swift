import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

/// Foundation's `UUID`, as SwiftUI models use it (`let id = UUID()`): a struct with a
/// `uuidString`, Equatable and Hashable, that prints as its string. Swift's UUIDs are random
/// per run; bindscope's come from a fixed-seed generator, so a session prints the same bytes
/// on every run (a session that prints one cannot match swiftc's output anyway).
public final class FoundationTypes {
    public let uuid: NominalType
    /// What `compare(_:)` and its relatives give: `.orderedAscending` (-1), `.orderedSame` (0),
    /// `.orderedDescending` (1).
    public let comparisonResult: NominalType
    /// `Date` (see `FoundationTypes+Date.swift`).
    public let date = FoundationTypes.makeDate()
    /// The standard library's `Hasher` (see `FoundationTypes+Hasher.swift`).
    public let hasher = FoundationTypes.makeHasher()
    /// The standard library's `ObjectIdentifier` (see `FoundationTypes+ObjectIdentifier.swift`).
    public let objectIdentifier = FoundationTypes.makeObjectIdentifier()
    /// `let described: CustomStringConvertible = ada`: the library protocol as a type, whose
    /// `description` is the value's own (what `print` shows).
    public let customStringConvertible = FoundationTypes.makeCustomStringConvertible()
    /// `let things: [AnyObject] = [cat, mouse]`: the protocol every class conforms to, as a
    /// type (see `Checker+AnyObject.swift`).
    public let anyObject = FoundationTypes.makeAnyObject()
    /// `Data`, `JSONEncoder`, `JSONDecoder` and their settings (see `JSONCoderTypes.swift`).
    public let coders = JSONCoderTypes()
    /// `DecodingError`, `EncodingError`, `CodingKey` (see `CodingErrorTypes.swift`).
    public let codingErrors = CodingErrorTypes()
    /// `URL` and `CocoaError`, for reading files (see `FileTypes.swift`).
    public let files = FileTypes()
    /// `Decoder`, `Encoder` and their keyed containers (see `CodingContainerTypes.swift`).
    public let containers = CodingContainerTypes()
    /// What `Int.random(in:)`, `shuffled()`… draw from (see `RandomMembers.swift`).
    public let random = SessionRandom()
    /// Set once a session names `Date`: its operators are then looked up (`hasUserOperators`).
    public var dateIsUsed = false
    private var generator = SplitMix64(seed: 0x5EED_B1D5_C0DE)

    public init() {
        uuid = NominalType(name: "UUID", kind: .structure)
        uuid.storedProperties = [
            NominalType.StoredProperty(name: "uuidString", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        // description and debugDescription are the string itself, unquoted even when nested.
        let text = FunctionValue { _, arguments in
            guard case .structure(let value) = arguments[0] else { preconditionFailure("a UUID is a struct") }
            return value.fields[0]
        }
        uuid.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: text),
            NominalType.ComputedProperty(name: "debugDescription", type: .string, body: text),
        ]
        uuid.conformances = ["Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"]
        comparisonResult = NominalType(name: "ComparisonResult", kind: .enumeration)
        comparisonResult.cases = [("orderedAscending", -1), ("orderedSame", 0), ("orderedDescending", 1)].map {
            NominalType.EnumCase(name: $0.0, rawValue: .int($0.1))
        }
        comparisonResult.rawType = .int
        containers.addCodingPath(of: codingErrors.codingKey)
        comparisonResult.conformances = ["Equatable", "Hashable", "Sendable"]
    }

    public func type(named name: String) -> NominalType? {
        switch name {
        case "UUID": uuid
        case "ComparisonResult": comparisonResult
        case "Date":
            { dateIsUsed = true; return date }()
        case "Hasher": hasher
        case "ObjectIdentifier": objectIdentifier
        default: coders.type(named: name) ?? codingErrors.type(named: name) ?? files.type(named: name) ?? containers.type(named: name)
        }
    }

    /// The next version-4 UUID string of this session.
    public func nextUUIDString() -> String {
        var bytes: [UInt8] = []
        for _ in 0..<2 { withUnsafeBytes(of: generator.next().bigEndian) { bytes.append(contentsOf: $0) } }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return FoundationTypes.uuidText(bytes)
    }

    public static func uuidText(_ bytes: [UInt8]) -> String {
        let hex = bytes.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
    }

    /// `UUID(uuidString:)`'s parse: 32 hex digits in 8-4-4-4-12 groups, any case; the UUID keeps
    /// them upper-cased, as Foundation does.
    public static func normalized(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else {
            return nil
        }
        return text.uppercased()
    }
}

extension Checker {
    /// `UUID()` and `UUID(uuidString:)`.
    public func foundationInitializer(of type: NominalType, _ arguments: [Argument], at location: SourceLocation) throws -> Checked? {
        guard type === foundation.uuid else { return nil }
        if arguments.isEmpty {
            let foundation = foundation
            return Checked(.nominal(type)) { _ in
                .structure(StructValue(type: type, fields: [.string(foundation.nextUUIDString())]))
            }
        }
        try expectLabels(arguments, ["uuidString"], callee: "UUID", at: location)
        let text = try check(arguments[0].value, as: .string, in: .argument).evaluate
        return Checked(.optional(.nominal(type))) { execution in
            guard let normalized = FoundationTypes.normalized(try text(execution).asString) else { return .none }
            return .some(.structure(StructValue(type: type, fields: [.string(normalized)])))
        }
    }
}

extension FoundationTypes {
    public static func makeCustomStringConvertible() -> NominalType {
        let type = NominalType(name: "CustomStringConvertible", kind: .protocolType)
        let describe = FunctionValue { execution, arguments in
            guard case .existential(let payload, let concrete) = arguments[0] else { preconditionFailure("not an existential") }
            return .string(try ValuePrinter(execution: execution).describe(payload, as: concrete))
        }
        type.computedProperties = [NominalType.ComputedProperty(name: "description", type: .string, body: describe)]
        return type
    }
}
