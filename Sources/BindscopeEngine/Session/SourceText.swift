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

    /// Line `number` (from 1), trimmed; "" past the end.
    func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
        return String(text[start..<end]).trimmingWhitespace
    }
}
