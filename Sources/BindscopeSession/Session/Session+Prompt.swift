import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// A replay's prompt (`--echo`, transcripts), and the one for continuation lines. They
    /// carry no number, so a lesson's transcript stays the same when an entry is added above.
    public static let prompt = "bindscope> "
    public static let continuationPrompt = "       ... "

    /// The interactive prompt for entry `number` (the REPL and `--step`): `[12]> `. Errors
    /// and `:why` name the same entry `<input:12>` (`entryName`), so the number on the
    /// screen is the one they refer to; it is the number `:history` gives the entry
    /// (`nextEntryNumber`), so an entry that failed leaves it to the next.
    public static func prompt(entry number: Int) -> String { "[\(number)]> " }

    /// The continuation prompt under `prompt(entry:)`, as wide, so the lines of an entry
    /// stay aligned: `[12]> ` over ` ...> `.
    public static func continuationPrompt(entry number: Int) -> String {
        let width = prompt(entry: number).count
        return String(repeating: " ", count: max(0, width - 5)) + "...> "
    }

    /// How errors and `:why` name the prompt's entry `number` (from 1): `<input:3>`. A
    /// transcript's replay (`TranscriptCheck`) names its entries the same way.
    public static func entryName(_ number: Int) -> String { "<input:\(number)>" }

    /// What happened to text typed at a prompt.
    public enum Submission: Equatable, Sendable {
        /// The text stops inside a construct: read another line and submit the whole again.
        case incomplete
        /// The text was run; false when a statement failed (and was rolled back).
        case finished(succeeded: Bool)
    }

    /// Runs text typed at a prompt, unless it is incomplete (an open brace, a trailing operator).
    ///
    /// Text that fails to parse while a `{` is still open is incomplete too: the entry is read
    /// to its closing brace and its error reported once, so the rest of a broken body never
    /// runs as top-level statements.
    /// The parse that tells whether it is complete is the one that runs.
    public func submit(_ text: String, fileName: String, options: Options = Options()) -> Submission {
        let parsed = parse(text)
        switch parsed {
        case .incomplete:
            return .incomplete
        case .failure where SessionParser.leavesBraceOpen(text):
            return .incomplete
        default:
            return .finished(succeeded: run(text, parsed: parsed, fileName: fileName, options: options))
        }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)).trimmingWhitespace : self
    }

    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
