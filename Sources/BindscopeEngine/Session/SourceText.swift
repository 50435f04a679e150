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

    /// The statement's first line, trimmed.
    func statement(_ statement: Statement) -> StatementSource {
        let line = statement.location.line
        var lineText = ""
        if line >= 1, line <= lineStarts.count {
            let start = lineStarts[line - 1]
            let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
            lineText = String(text[start..<end]).trimmingWhitespace
        }
        return StatementSource(fileName: fileName, location: statement.location, text: lineText)
    }
}
