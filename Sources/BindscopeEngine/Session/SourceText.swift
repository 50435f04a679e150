import BindscopeLanguage

/// The text a run came from, for naming the statement that changed a dependent (`:why`).
/// Lines are indexed once, on first use, so a long script pays nothing unless asked.
final class SourceText {
    let text: String
    let fileName: String
    private lazy var lineStarts: [String.Index] = {
        var starts = [text.startIndex]
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: "\n") {
            index = text.index(after: newline)
            starts.append(index)
        }
        return starts
    }()

    init(_ text: String, fileName: String) {
        self.text = text
        self.fileName = fileName
    }

    func statement(_ statement: Statement) -> StatementSource {
        StatementSource(source: self, location: statement.location)
    }

    /// A statement as a replay shows it: its lines after the prompt and continuation prompts,
    /// from where it starts to where the next one starts (`next`), without the blank and
    /// comment lines in between; a statement sharing its line with the next shows up to it.
    func echo(of statement: Statement, before next: SourceLocation?, style: TextStyle = .plain) -> String {
        let first = statement.location.line
        var lines: [String]
        if let next, next.line == first {
            let whole = rawLine(first).utf8
            let start = min(statement.location.column - 1, whole.count)
            let end = max(start, min(next.column - 1, whole.count))
            let part = String(decoding: whole.dropFirst(start).prefix(end - start), as: UTF8.self)
            lines = [part.trimmingWhitespace.trimmingSuffix(";")]
        } else {
            let last = next.map { $0.line - 1 } ?? lineStarts.count
            lines = (first...max(first, last)).map(rawLine)
            lines[0] = String(lines[0].utf8.dropFirst(statement.location.column - 1)) ?? lines[0]
            while lines.count > 1, let tail = lines.last?.trimmingWhitespace, tail.isEmpty || tail.hasPrefix("//") {
                lines.removeLast()
            }
        }
        return lines.enumerated().map { style.prompt($0.offset == 0 ? Session.prompt : Session.continuationPrompt) + $0.element }
            .joined(separator: "\n") + "\n"
    }

    private func rawLine(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
        return String(text[start..<end])
    }

    /// The rest of `location`'s line from its column on, trimmed: an expression as written
    /// (`:type sample.todos.first?.title`).
    func rest(of location: SourceLocation) -> String {
        String(decoding: rawLine(location.line).utf8.dropFirst(location.column - 1), as: UTF8.self).trimmingWhitespace
    }

    /// Line `number` (from 1), trimmed; "" past the end.
    func line(_ number: Int) -> String {
        rawLine(number).trimmingWhitespace
    }
}
