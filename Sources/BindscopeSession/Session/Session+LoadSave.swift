import BindscopeLanguage
import BindscopeRuntime

/// `:load FILE`, `:save FILE`, `:save --transcript FILE`, `:history [N]` and `:log`.
extension Session {
    /// `:load FILE`: runs a file into the session as `bindscope FILE` runs one (its types
    /// declared first), stopping at its first error, which names the file's line and column.
    /// Its statements become entries of the history, each under the file's name. Like an
    /// entry at the prompt, it may declare again what earlier entries (or an earlier load of
    /// the same file) declared.
    func load(_ path: String, at location: SourceLocation, options: Options) throws {
        guard !path.isEmpty else { throw Diagnostic("expected a file: '\(CommandKind.load.info.usage)'", at: location) }
        guard !loadingFiles.contains(path) else {
            throw Diagnostic("'\(path)' is being loaded already: a file cannot load itself", at: location)
        }
        let text: String
        do {
            text = try FileAccess.read(path)
        } catch {
            throw Diagnostic("cannot read '\(path)': \(error.reason)", at: location)
        }
        var fileOptions = Options(quiet: options.quiet, formatsReports: options.formatsReports, style: options.style)
        fileOptions.hoistsTypeDeclarations = true
        fileOptions.keepsRunning = true
        // One entry, as if typed at the prompt: its declarations replace earlier ones of the
        // same names (a reload of an edited file is an edit), though not each other.
        fileOptions.isInteractive = true
        loadingFiles.append(path)
        let succeeded = run(text, fileName: path, options: fileOptions)
        loadingFiles.removeLast()
        // The entry that loaded it goes on as it began.
        checker.isInteractive = options.isInteractive
        history.entryBegins = false
        if !succeeded, !hasQuit {
            throw Diagnostic("':load \(path)' stopped at the error above; what ran before it stays", at: location)
        }
    }

    /// `:save FILE` writes the entries kept, in order, as a script that replays to the same
    /// state (the `//` lines above each kept); `:save --transcript FILE` writes what `--echo`
    /// would print for them, replayed in a new session as `--check` replays a transcript, so
    /// `bindscope --check FILE` passes.
    func save(_ argument: String, at location: SourceLocation) throws -> String {
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        let asTranscript = words.first == "--transcript"
        let path = (asTranscript ? words.dropFirst().first ?? "" : argument).trimmingWhitespace
        guard !path.isEmpty, !path.hasPrefix("--") else {
            throw Diagnostic("expected a file: '\(CommandKind.save.info.usage)'", at: location)
        }
        let entries = history.entries
        let text = asTranscript ? transcript(of: entries, fileName: path) : script(of: entries)
        do {
            try FileAccess.write(text, to: path)
        } catch {
            throw Diagnostic("cannot write '\(path)': \(error.reason)", at: location)
        }
        let count = entries.count
        return "saved \(count) entr\(count == 1 ? "y" : "ies") to '\(path)'\(asTranscript ? " as a transcript" : "")\n"
    }

    /// Each entry's statements as written, with the `//` lines above each one.
    private func script(of entries: HistoryEntries) -> String {
        var lines: [String] = []
        func append(_ comments: [String], _ statementLines: [String]) {
            if !comments.isEmpty, !lines.isEmpty, lines.last != "" { lines.append("") }
            lines.append(contentsOf: comments)
            lines.append(contentsOf: statementLines)
        }
        for entry in entries {
            guard entry.isTypes else {
                append(entry.comments, entry.lines)
                continue
            }
            for statement in entry.types {
                append(entry.source.comments(before: statement.location), entry.source.lines(of: statement))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The entries as prompt entries (a run of types as one), each after its comments as
    /// narration, with what each prints when replayed as `--check` replays them.
    private func transcript(of entries: HistoryEntries, fileName: String) -> String {
        var lines: [String] = []
        for entry in entries {
            let comments = entry.comments
            if !comments.isEmpty { lines.append(contentsOf: (lines.isEmpty ? [] : [""]) + comments) }
            for (index, line) in entry.lines.enumerated() {
                lines.append((index == 0 ? Session.prompt : Session.continuationPrompt) + line)
            }
        }
        let inputs = Transcript(parsing: lines.map { $0 + "\n" }.joined())
        let replayed = TranscriptCheck(inputs, fileName: fileName, model: model, languageMode: languageMode)
        return inputs.rendered(withOutputs: replayed.outputs)
    }

    /// `:history [N]` and `:log` as data.
    func historyListing(_ kind: HistoryListing.Kind, _ argument: String, at location: SourceLocation) throws -> HistoryListing {
        guard !argument.isEmpty else { return HistoryListing(kind, history: history) }
        guard kind == .history, let limit = Int(argument), limit >= 0 else {
            let usage = kind == .history ? CommandKind.history.info.usage : CommandKind.log.info.usage
            throw Diagnostic("expected \(kind == .history ? "a number of entries" : "nothing"): '\(usage)'", at: location)
        }
        return HistoryListing(kind, history: history, last: limit)
    }
}
