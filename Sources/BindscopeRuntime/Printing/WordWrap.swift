/// Text broken into lines that fit a width, at spaces only: `:help` and the REPL's welcome at
/// the terminal's width. A word longer than the width stays whole on a line of its own (a
/// name or a path is never cut); the lines a long line is broken into after its first are
/// indented by `hangingIndent`, so a list's second column stays a column.
public enum WordWrap {
    /// Each line of `text` wrapped on its own; its own newlines are kept.
    public static func wrap(_ text: String, width: Int, hangingIndent: Int = 0) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrapLine(Substring($0), width: width, hangingIndent: hangingIndent) }
            .joined(separator: "\n")
    }

    /// Breaks at runs of spaces; a run kept on a line is kept whole (a list's padding).
    private static func wrapLine(_ line: Substring, width: Int, hangingIndent: Int) -> String {
        guard line.count > width else { return String(line) }
        let indent = String(repeating: " ", count: hangingIndent)
        var lines: [String] = []
        var current = String(line.prefix { $0 == " " })
        var currentHasWord = false
        var rest = line.dropFirst(current.count)
        while !rest.isEmpty {
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            let gap = rest.prefix { $0 == " " }
            rest = rest.dropFirst(gap.count)
            if currentHasWord, current.count + word.count > width {
                lines.append(String(current.reversed().drop { $0 == " " }.reversed()))
                current = indent
            }
            current += word
            currentHasWord = true
            if !rest.isEmpty { current += gap }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
