import BindscopeLanguage
import BindscopeRuntime
import Foundation

/// `bindscope --check LESSON.transcript`: replays a transcript's inputs in a new session, each
/// as an entry at the prompt, and compares what each printed (standard output and errors, in
/// the order they came) with what the transcript says (see `TranscriptMatching`).
public struct TranscriptCheck {
    /// What each entry printed, in order.
    public let outputs: [[String]]
    /// What `--bless` writes for each entry: what it printed when that differs from the
    /// transcript, else the transcript's own lines (its `...` and `[..]` kept).
    public let blessed: [[String]]
    /// The mismatching entries' diffs, empty when the transcript holds.
    public let differences: [String]

    public var passed: Bool { differences.isEmpty }

    /// Runs `transcript` (read from `fileName`) in a new session. Each entry is named as the
    /// prompt names it (`<input:3>` in errors and `:why`), so a transcript of a live session
    /// replays as it was, and what an entry prints never depends on the lines around it.
    public init(
        _ transcript: Transcript, fileName: String, loadSample: Bool = true, memoryLimit: MemoryLimit = .standard,
        languageMode: LanguageMode = .swift5
    ) {
        self.init(
            transcript, fileName: fileName, model: loadSample ? .sample : .none, memoryLimit: memoryLimit, languageMode: languageMode)
    }

    /// As above, the session starting with `model`.
    public init(
        _ transcript: Transcript, fileName: String, model: ModelSource, memoryLimit: MemoryLimit = .standard,
        languageMode: LanguageMode = .swift5
    ) {
        final class Printed { var text = "" }
        let printed = Printed()
        let session = Session(
            model: model,
            output: Session.Output(standardOutput: { printed.text += $0 }, standardError: { printed.text += $0 }),
            memoryLimit: memoryLimit, languageMode: languageMode)
        var options = Session.Options()
        options.isInteractive = true
        var outputs: [[String]] = []
        var blessed: [[String]] = []
        var differences: [String] = []
        for entry in transcript.entries {
            printed.text = ""
            // Named by the number the prompt shows it under (`Session.nextEntryNumber`).
            _ = session.run(entry.source, fileName: Session.entryName(session.nextEntryNumber), options: options)
            var lines = printed.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            outputs.append(lines)
            let matches = TranscriptMatching.matches(entry.expected, lines)
            blessed.append(matches ? entry.expected : lines)
            guard !matches else { continue }
            let input = Session.prompt + entry.input[0]
            differences.append(
                (["@@ \(fileName):\(entry.line): \(input)"]
                    + TranscriptMatching.diff(expected: entry.expected, actual: lines, firstLine: entry.line + entry.input.count))
                    .joined(separator: "\n") + "\n")
        }
        self.outputs = outputs
        self.blessed = blessed
        self.differences = differences
    }

    /// The report `--check` prints: nothing when the transcript holds.
    public var report: String {
        guard !passed else { return "" }
        let count = differences.count
        let entries = count == 1 ? "1 entry differs" : "\(count) entries differ"
        return differences.joined() + "\(entries); --check --bless rewrites \(count == 1 ? "it" : "them") with what \(count == 1 ? "it prints" : "they print") now\n"
    }
}
