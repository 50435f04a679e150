/// JSONEncoder's text for a `JSONValue`: compact (`{"a":1,"b":[1,2]}`) or pretty printed (two
/// spaces a level, `"key" : value`, an empty collection's brackets on lines of their own with
/// an empty line between), keys in their order or sorted by `<` (byte order, as swiftc's
/// Foundation does), `/` escaped as `\/` unless told not to.
public struct JSONWriter {
    public var prettyPrinted = false
    public var sortedKeys = false
    public var escapesSlashes = true

    public init(prettyPrinted: Bool = false, sortedKeys: Bool = false, escapesSlashes: Bool = true) {
        self.prettyPrinted = prettyPrinted
        self.sortedKeys = sortedKeys
        self.escapesSlashes = escapesSlashes
    }

    public func text(of value: JSONValue) -> String {
        var output = ""
        write(value, depth: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, depth: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeCollection("[", "]", elements.count, depth: depth, into: &output) { index, output in
                write(elements[index], depth: depth + 1, into: &output)
            }
        case .object(let members):
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            writeCollection("{", "}", ordered.count, depth: depth, into: &output) { index, output in
                writeString(ordered[index].key, into: &output)
                output += prettyPrinted ? " : " : ":"
                write(ordered[index].value, depth: depth + 1, into: &output)
            }
        }
    }

    private func writeCollection(
        _ open: String, _ close: String, _ count: Int, depth: Int, into output: inout String,
        element: (Int, inout String) -> Void
    ) {
        output += open
        guard prettyPrinted else {
            for index in 0..<count {
                if index > 0 { output += "," }
                element(index, &output)
            }
            output += close
            return
        }
        let inner = String(repeating: "  ", count: depth + 1)
        output += "\n"
        for index in 0..<count {
            if index > 0 { output += ",\n" }
            output += inner
            element(index, &output)
        }
        output += "\n" + String(repeating: "  ", count: depth) + close
    }

    private func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "/": output += escapesSlashes ? "\\/" : "/"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
