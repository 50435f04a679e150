/// Turns diagnostics into the text a user sees, in swiftc's style:
///
///     session.swift:2:9: error: expected expression after operator
///     2 | let x = 1 + )
///       |             ^
///     session.swift:2:5: note: …
public enum DiagnosticRenderer {
    /// Renders `diagnostic` with the line of `source` it points into and a caret under its
    /// column, then one line per note. The text has no trailing newline and no trailing spaces;
    /// tabs before the column are kept in the caret line so the caret lines up.
    public static func render(_ diagnostic: Diagnostic, source: String, fileName: String) -> String {
        let location = diagnostic.location
        var lines = ["\(fileName):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message)"]
        let gutter = String(location.line)
        let text = line(location.line, of: source)
        let shown = trimmingTrailingWhitespace(text)
        lines.append(shown.isEmpty ? "\(gutter) |" : "\(gutter) | \(shown)")
        let blank = String(repeating: " ", count: gutter.count)
        lines.append("\(blank) | \(caretPadding(text, column: location.column))^")
        for note in diagnostic.notes {
            lines.append("\(fileName):\(note.location): \(note.severity.rawValue): \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// The bytes of 1-based line `number` (without its line break); empty past the end.
    static func line(_ number: Int, of source: String) -> Substring.UTF8View {
        let bytes = source.utf8
        var start = bytes.startIndex
        var remaining = number - 1
        while remaining > 0 {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                return Substring(source)[source.endIndex...].utf8
            }
            start = bytes.index(after: newline)
            remaining -= 1
        }
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
            end = bytes.index(before: end)
        }
        return Substring(source)[start..<end].utf8
    }

    private static func trimmingTrailingWhitespace(_ text: Substring.UTF8View) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            let byte = text[before]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            end = before
        }
        return String(decoding: text[text.startIndex..<end], as: UTF8.self)
    }

    /// One space per character before the column (two for wide ones), tabs kept as tabs.
    private static func caretPadding(_ text: Substring.UTF8View, column: Int) -> String {
        let prefixLength = max(0, min(column - 1, text.count))
        let prefix = text.prefix(prefixLength)
        var padding = ""
        for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars {
            if scalar == "\t" {
                padding += "\t"
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                padding += isWide(scalar) ? "  " : " "
            }
        }
        // A column past the end of the line (an error at the line's end) keeps its distance.
        padding += String(repeating: " ", count: max(0, column - 1 - text.count))
        return padding
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
