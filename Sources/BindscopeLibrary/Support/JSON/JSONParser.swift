/// JSONDecoder's reading of JSON text into a `JSONValue` (RFC 8259, one value with optional
/// whitespace around it, and, as swift-foundation's parser allows, a comma after the last
/// element of a non-empty array or object). Foundation says only "The given data was not valid JSON." of any
/// fault, so the parser answers nil rather than where it failed.
public struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0

    public static func parse(_ text: String) -> JSONValue? {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        guard let value = parser.parseValue(depth: 0) else { return nil }
        parser.skipWhitespace()
        return parser.position == parser.bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, [0x20, 0x0A, 0x0D, 0x09].contains(byte) { position += 1 }
    }

    private mutating func consume(_ word: String) -> Bool {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
            return false
        }
        position += expected.count
        return true
    }

    private mutating func parseValue(depth: Int) -> JSONValue? {
        guard depth < 512, let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "n"): return consume("null") ? .null : nil
        case UInt8(ascii: "t"): return consume("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "["): return parseArray(depth: depth)
        case UInt8(ascii: "{"): return parseObject(depth: depth)
        default: return parseNumber()
        }
    }

    private mutating func parseArray(depth: Int) -> JSONValue? {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            skipWhitespace()
            if !elements.isEmpty, current == UInt8(ascii: "]") { position += 1; return .array(elements) }
            guard let element = parseValue(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            guard let byte = current else { return nil }
            position += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func parseObject(depth: Int) -> JSONValue? {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipWhitespace()
            if !members.isEmpty, current == UInt8(ascii: "}") { position += 1; return .object(members) }
            guard current == UInt8(ascii: "\""), let key = parseString() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return nil }
            position += 1
            skipWhitespace()
            guard let value = parseValue(depth: depth + 1) else { return nil }
            members.append((key, value))
            skipWhitespace()
            guard let byte = current else { return nil }
            position += 1
            if byte == UInt8(ascii: "}") { return .object(members) }
            guard byte == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func parseString() -> String? {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars); run = [] }
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard let escape = current else { return nil }
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let scalar = parseUnicodeEscape() else { return nil }
                    scalars.append(scalar)
                default: return nil
                }
            case 0..<0x20: return nil
            default: run.append(byte)
            }
        }
        return nil
    }

    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - position >= 4,
            let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
        else { return nil }
        position += 4
        return value
    }

    /// `\u00e9`, or a surrogate pair `\ud83d\ude00`.
    private mutating func parseUnicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        if (0xD800..<0xDC00).contains(high) {
            guard consume("\\u"), let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as its text.
    private mutating func parseNumber() -> JSONValue? {
        let start = position
        func digits() -> Int {
            let first = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - first
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let whole = position
        guard digits() > 0 else { return nil }
        if bytes[whole] == UInt8(ascii: "0"), position - whole > 1 { return nil }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }
}
