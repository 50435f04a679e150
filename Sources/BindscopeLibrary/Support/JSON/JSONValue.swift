/// A JSON document as Foundation's coders see it: what `JSONEncoder` writes and `JSONDecoder`
/// reads. Numbers keep their text, so a decoder can tell `3` from `3.5` and `1e400` from a
/// number that fits. An object keeps its keys in the order they were added (or read).
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The value of `key` in an object (the first, when a key repeats, as Foundation's decoder keeps).
    public func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What Foundation's decoder calls the value in "but found … instead".
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    /// A Double as JSONEncoder writes it: Swift's description without a trailing `.0`
    /// (`2`, `0.1`, `1e-07`, `12500000000`, `-0`).
    public static func number(_ value: Double) -> JSONValue {
        .number(trimmed(value.description))
    }

    public static func number(_ value: Float) -> JSONValue {
        .number(trimmed(value.description))
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
