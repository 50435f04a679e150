import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime

/// The text a run came from, for naming the statement that changed a dependent (`:why`).
/// Lines are indexed once, on first use, so a long script pays nothing unless asked.
final class SourceText: DeclarationText {
    /// The text, made on first use when it comes from a file (`ScriptFile`): a long script
    /// run from a file is only read whole when something asks for its text.
    private(set) lazy var text: String = load()
    private let load: () -> String
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

    /// Where the statement after each type declaration starts (by the start of each), as the
    /// run saw them: where the history's text of a run of types ends (see `lines(of:)`). Any
    /// other statement's end is found by parsing it again (`reparse`).
    private var followers: [SourceLocation: SourceLocation] = [:]

    init(_ text: String, fileName: String) {
        self.load = { text }
        self.fileName = fileName
    }

    /// The text of a file, read when first asked for.
    init(loading load: @escaping () -> String, fileName: String) {
        self.load = load
        self.fileName = fileName
    }

    /// Notes where the statement after a type declaration starts (others need no note).
    func noteFollower(of statement: Statement, _ next: Statement) {
        guard Session.isFileScopeType(statement) else { return }
        followers[statement.location] = next.location
    }

    /// A type declaration's lines as written (its first from its column), as `:save` writes
    /// it: up to the next statement, without the blank and comment lines before that one.
    func lines(of statement: Statement) -> [String] {
        lines(of: statement.location, before: followers[statement.location])
    }

    /// The statements that start at `location` in this text, parsed again, and where the
    /// next one starts; nil when they do not parse there (see `SessionParser.reparse`).
    func reparse(at location: SourceLocation) -> SessionParser.Reparsed? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        let lineStart = text.utf8.distance(from: text.startIndex, to: lineStarts[location.line - 1])
        var text = text
        return text.withUTF8 { SessionParser.reparse(at: location, lineStart: lineStart, in: $0) }
    }

    /// The lines from where a statement's declaration starts (see `declarationStart`) to
    /// where the next one's does.
    func lines(of location: SourceLocation, before next: SourceLocation?) -> [String] {
        var end = next
        if let next {
            let (line, prefix) = declarationStart(at: next)
            end = line < next.line ? SourceLocation(line: line, column: 1)
                : SourceLocation(line: line, column: next.column - prefix.utf8.count)
        }
        var lines = echoLines(of: location, before: end)
        let (firstLine, prefix) = declarationStart(at: location)
        if !lines.isEmpty { lines[0] = prefix + lines[0] }
        if firstLine < location.line {
            lines.insert(contentsOf: (firstLine..<location.line).map(rawLine), at: 0)
        }
        return lines
    }

    /// A statement starts at its keyword (`class`, `struct`, `var`); the attributes and
    /// modifiers written before it (`final `, `@propertyWrapper` on the line above) are part
    /// of what was written: the first line they start on, and those before the keyword on its
    /// own line.
    private func declarationStart(at location: SourceLocation) -> (line: Int, prefix: String) {
        let line = location.line
        let before = String(decoding: rawLine(line).utf8.prefix(location.column - 1), as: UTF8.self)
        let prefix = String(before.drop { $0 == " " || $0 == "\t" })
        guard prefix.isEmpty || Self.isModifiers(prefix) else { return (line, "") }
        var first = line
        while first > 1, Self.isModifiers(rawLine(first - 1).trimmingWhitespace) { first -= 1 }
        return (first, prefix)
    }

    private static let modifiers: Set<Substring> = [
        "final", "private", "fileprivate", "public", "internal", "open", "indirect", "static", "lazy", "override",
        "required", "convenience", "mutating", "nonmutating", "weak", "unowned",
    ]

    /// `final private`, `@propertyWrapper`, `nonisolated(unsafe)`: words that only qualify the
    /// declaration after them.
    private static func isModifiers(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return !words.isEmpty && words.allSatisfy { modifiers.contains($0) || $0.hasPrefix("@") || $0.hasPrefix("nonisolated") }
    }

    /// The `//` lines just above a statement that starts its line (with the blank lines
    /// among them): what it says about itself, which `:save` keeps. Line comments only, so
    /// the scan never starts inside a statement.
    func comments(before location: SourceLocation) -> [String] {
        let (line, prefix) = declarationStart(at: location)
        guard line < location.line || !prefix.isEmpty
            || rawLine(line).utf8.prefix(location.column - 1).allSatisfy({ $0 == 0x20 || $0 == 0x09 })
        else { return [] }
        var comments: [String] = []
        var above = line - 1
        while above >= 1 {
            let text = rawLine(above).trimmingWhitespace
            guard text.isEmpty || text.hasPrefix("//") else { break }
            comments.insert(text, at: 0)
            above -= 1
        }
        while comments.first?.isEmpty == true { comments.removeFirst() }
        return comments.contains { !$0.isEmpty } ? comments : []
    }

    func statement(_ statement: Statement) -> StatementSource {
        StatementSource(source: self, line: statement.location.line)
    }

    /// A statement as a replay shows it: its lines after the prompt and continuation prompts,
    /// from where it starts to where the next one starts (`next`), without the blank and
    /// comment lines in between; a statement sharing its line with the next shows up to it.
    func echo(of statement: Statement, before next: SourceLocation?, style: TextStyle = .plain) -> String {
        lines(of: statement.location, before: next).enumerated()
            .map { style.prompt($0.offset == 0 ? Session.prompt : Session.continuationPrompt) + $0.element }
            .joined(separator: "\n") + "\n"
    }

    private func echoLines(of location: SourceLocation, before next: SourceLocation?) -> [String] {
        let first = location.line
        var lines: [String]
        if let next, next.line == first {
            let whole = rawLine(first).utf8
            let start = min(location.column - 1, whole.count)
            let end = max(start, min(next.column - 1, whole.count))
            let part = String(decoding: whole.dropFirst(start).prefix(end - start), as: UTF8.self)
            lines = [part.trimmingWhitespace.trimmingSuffix(";")]
        } else {
            let last = next.map { $0.line - 1 } ?? lineStarts.count
            lines = (first...max(first, last)).map(rawLine)
            lines[0] = String(lines[0].utf8.dropFirst(location.column - 1)) ?? lines[0]
            while lines.count > 1, let tail = lines.last?.trimmingWhitespace, tail.isEmpty || tail.hasPrefix("//") {
                lines.removeLast()
            }
        }
        return lines
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
