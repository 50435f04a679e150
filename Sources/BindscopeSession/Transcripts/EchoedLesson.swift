import BindscopeLanguage

/// `bindscope --echo FILE`: a script replayed as a lesson. Each entry (what a person would
/// type at the prompt: `StepScript`) runs as if typed there and as `--check` replays a
/// transcript (`TranscriptCheck`): named `<input:N>` by the number `:history` gives it, so
/// its errors and `:why` read the same in both. Its narration (the `//` lines above it,
/// `//: pause` included) comes first, then its input after the replay prompt, then what it
/// printed: the output is a transcript that `--check` passes.
extension Session {
    public func runEchoingEntries(_ text: String, options: Options) -> Bool {
        var entryOptions = options
        entryOptions.isInteractive = true
        entryOptions.echoesStatements = false
        entryOptions.hoistsTypeDeclarations = false
        entryOptions.overlapsParsing = false
        var succeeded = true
        var narration: [String] = []
        var isFirst = true
        for step in StepScript(parsing: text).steps {
            narration += step.narration
            guard case .entry(let lines) = step.kind else {
                narration.append(StepScript.pauseMarker)
                continue
            }
            if !narration.isEmpty {
                // A blank line sets the narration apart from the output above it, as in a lesson.
                writeStandardOutput((isFirst ? "" : "\n") + narration.joined(separator: "\n") + "\n")
                narration = []
            }
            isFirst = false
            // `:set color` in an earlier entry decides how this one's prompt looks.
            let style = self.style(options.style)
            writeStandardOutput(lines.enumerated().map { index, line in
                style.prompt(index == 0 ? Session.prompt : Session.continuationPrompt) + line + "\n"
            }.joined())
            if !run(step.source, fileName: Session.entryName(nextEntryNumber), options: entryOptions) {
                succeeded = false
                if !options.keepGoing { return false }
            }
            if hasQuit { break }
        }
        if !narration.isEmpty { writeStandardOutput((isFirst ? "" : "\n") + narration.joined(separator: "\n") + "\n") }
        return succeeded
    }
}
