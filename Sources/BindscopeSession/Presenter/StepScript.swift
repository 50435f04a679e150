import BindscopeLanguage
import BindscopeRuntime

/// A script cut into the steps `bindscope --step` shows one at a time: each entry a person
/// would type at the prompt (a statement, a command, or a multi-line declaration), with the
/// comment lines above it as its narration, and the pauses a presenter asked for.
///
/// A script is cut the way the prompt reads it: lines are added to an entry until it is
/// complete, so an entry never ends inside an open brace or after a trailing operator. Comment
/// and blank lines between entries are narration for the next one; a `//: pause` line on its
/// own is a pause, which waits for a key before anything below it is shown.
///
/// A lesson's transcript (what `--echo` prints: prompt lines, their output and `//`
/// narration) is cut into its entries instead, their recorded output left out.
public struct StepScript: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            /// An entry to run, as its lines.
            case entry([String])
            /// `//: pause`: wait for a key.
            case pause
        }

        /// The comment lines above it (blank lines inside kept, those around it dropped).
        public var narration: [String]
        public var kind: Kind
        /// Where it starts in the file (from 1).
        public var line: Int

        /// The entry's text as one string; empty for a pause.
        public var source: String {
            if case .entry(let lines) = kind { return lines.joined(separator: "\n") }
            return ""
        }
    }

    public static let pauseMarker = "//: pause"

    public var steps: [Step]

    /// The steps of `text`: a transcript when some line starts with the replay prompt
    /// (`bindscope> `), a script otherwise.
    public init(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if lines.contains(where: { $0.hasPrefix(Session.prompt) }) {
            steps = Self.steps(ofTranscript: Transcript(parsing: text))
        } else {
            steps = Self.steps(ofScript: lines)
        }
    }

    private static func steps(ofScript lines: [String]) -> [Step] {
        var steps: [Step] = []
        var narration: [String] = []
        var entry: [String] = []
        var entryLine = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace
            if entry.isEmpty {
                if trimmed == pauseMarker {
                    steps.append(Step(narration: trimmedBlankLines(narration), kind: .pause, line: index + 1))
                    narration = []
                    continue
                }
                if trimmed.isEmpty || trimmed.hasPrefix("//") {
                    narration.append(line)
                    continue
                }
                entryLine = index + 1
            }
            entry.append(line)
            if isComplete(entry.joined(separator: "\n")) {
                steps.append(Step(narration: trimmedBlankLines(narration), kind: .entry(entry), line: entryLine))
                narration = []
                entry = []
            }
        }
        // An unfinished entry at the end is still shown and run: its error says what is missing.
        if !entry.isEmpty {
            steps.append(Step(narration: trimmedBlankLines(narration), kind: .entry(entry), line: entryLine))
        }
        return steps
    }

    private static func steps(ofTranscript transcript: Transcript) -> [Step] {
        var steps: [Step] = []
        for (index, entry) in transcript.entries.enumerated() {
            // What comes before the first prompt (a title, the first section's comment)
            // introduces the first entry.
            var narration: [String] = []
            let lines = index == 0 ? transcript.preamble + entry.narration : entry.narration
            for line in lines {
                if line.trimmingWhitespace == pauseMarker {
                    steps.append(Step(narration: trimmedBlankLines(narration), kind: .pause, line: entry.line))
                    narration = []
                } else {
                    narration.append(line)
                }
            }
            steps.append(Step(narration: trimmedBlankLines(narration), kind: .entry(entry.input), line: entry.line))
        }
        return steps
    }

    /// Whether the prompt would run `text` as it is rather than read another line
    /// (`Session.submit`'s rule).
    static func isComplete(_ text: String) -> Bool {
        switch SessionParser.parse(text) {
        case .incomplete: false
        case .failure where SessionParser.leavesBraceOpen(text): false
        default: true
        }
    }

    private static func trimmedBlankLines(_ lines: [String]) -> [String] {
        let isBlank: (String) -> Bool = { $0.trimmingWhitespace.isEmpty }
        return Array(lines.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
