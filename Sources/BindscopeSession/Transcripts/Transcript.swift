import BindscopeRuntime

/// A lesson's transcript, as `bindscope --echo` prints a session: each entry's input after the
/// prompt (`bindscope> `, then `       ... ` for its further lines), followed by what it
/// printed, errors included. Lines before the first prompt are the preamble (a title, notes),
/// and a run of `//` lines (with the blank lines around them) after an entry's output is
/// narration for the next entry: neither is compared, and both are kept as they are.
public struct Transcript: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// The `//` lines (and blank lines among them) before the prompt.
        public var narration: [String] = []
        /// The input's lines, without their prompts.
        public var input: [String]
        /// Where the input starts in the transcript file (from 1).
        public var line: Int
        /// What the entry printed, as recorded: may hold `...` lines and `[..]` (see
        /// `TranscriptMatching`).
        public var expected: [String] = []

        /// The input as one text.
        public var source: String { input.joined(separator: "\n") }
    }

    public var preamble: [String]
    public var entries: [Entry]

    public init(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        preamble = []
        entries = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(Session.prompt) {
                entries.append(Entry(input: [String(line.dropFirst(Session.prompt.count))], line: index + 1))
            } else if line.hasPrefix(Session.continuationPrompt), !entries.isEmpty, entries[entries.count - 1].expected.isEmpty {
                entries[entries.count - 1].input.append(String(line.dropFirst(Session.continuationPrompt.count)))
            } else if entries.isEmpty {
                preamble.append(line)
            } else if let narration = Transcript.narration(in: lines, from: index) {
                index += narration.count
                if index == lines.count {
                    // After the last entry: compared with nothing, kept by `rendered`.
                    trailer = narration
                } else if lines[index].hasPrefix(Session.prompt) {
                    entries.append(Entry(
                        narration: narration, input: [String(lines[index].dropFirst(Session.prompt.count))], line: index + 1))
                } else {
                    // Not followed by a prompt: it was output after all.
                    entries[entries.count - 1].expected.append(contentsOf: narration)
                    continue
                }
            } else {
                entries[entries.count - 1].expected.append(line)
            }
            index += 1
        }
    }

    /// Narration after the last entry's output.
    public var trailer: [String] = []

    /// The run of blank and `//` lines starting at `start`, when it holds a `//` line.
    private static func narration(in lines: [String], from start: Int) -> [String]? {
        var end = start
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix("//") { end += 1 }
        let run = Array(lines[start..<end])
        return run.contains { $0.hasPrefix("//") } ? run : nil
    }

    /// The transcript with each entry's output replaced by `outputs` (`--bless`).
    public func rendered(withOutputs outputs: [[String]]) -> String {
        var lines = preamble
        for (entry, output) in zip(entries, outputs) {
            lines.append(contentsOf: entry.narration)
            lines.append(Session.prompt + entry.input[0])
            lines.append(contentsOf: entry.input.dropFirst().map { Session.continuationPrompt + $0 })
            lines.append(contentsOf: output)
        }
        lines.append(contentsOf: trailer)
        return lines.map { $0 + "\n" }.joined()
    }
}
