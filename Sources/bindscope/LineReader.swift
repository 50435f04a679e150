import BindscopeLanguage
import BindscopeRuntime
import BindscopeSession
import Foundation
import LineEditor

/// The REPL's reading loop: a statement at a time, with continuation lines while the input is
/// incomplete, going on after errors. On a terminal it edits lines with libedit (history,
/// emacs keys, Ctrl-C); when standard output is not a terminal it reads plain lines.
struct LineReader {
    let session: Session
    let terminal: Terminal
    let options: Session.Options
    /// The model the session started with, which the welcome names.
    let model: ModelSource
    /// The projector page, whose actions run between (and while) lines are read.
    var page: PageWiring? = nil

    /// What wakes a key reader for the page's actions while it is served.
    var pageWake: PageWake? {
        guard let page else { return nil }
        let session = session, options = interactiveOptions
        // Only the presenter reads keys: the page's keys are its, as the terminal's are.
        return PageWake(
            descriptor: page.server.wakeDescriptor, isServing: { page.server.isServing },
            run: { page.runPendingActions(session, options: options, takesKeys: true) }, takeKey: { page.keys.take() })
    }

    /// Paragraphs, wrapped to the terminal's width when shown.
    static let welcome = """
        bindscope: the sample model is loaded (`sample`, and its types; `:model` shows them). \
        Try: @State var person = sample.person, then let street = $person.address.street \
        and street.wrappedValue = "Main Street".
        `:help` lists the commands; Ctrl-D quits.

        """

    static let welcomeWithoutSample = """
        bindscope: an empty session. Try: @State var count = 1, let b = $count, then \
        b.wrappedValue += 1 and watch the report.
        `:help` lists the commands; Ctrl-D quits.

        """

    static func welcome(for model: ModelSource) -> String {
        switch model {
        case .sample: welcome
        case .none: welcomeWithoutSample
        case .files(let files):
            """
            bindscope: your model is loaded (module \(model.moduleName ?? ""), from \(files.map(\.path).joined(separator: ", ")); \
            `:model` shows it). Declare a State of one of its values and bind to its paths.
            `:help` lists the commands; Ctrl-D quits.

            """
        }
    }

    /// How a run of the prompt ended.
    struct Ending {
        /// `:resume` asked to go back to the script being stepped (only when `resumable`).
        var resumed: Bool
    }

    static let droppedEntry = "(entry dropped: Ctrl-D on an unfinished entry; Ctrl-D again quits)\n"

    /// Reads entries until Ctrl-D or `:quit` (or `:resume`, when `resumable`: live mode of
    /// `--step`, which goes on with the same session and entry numbers, without a welcome).
    /// Each prompt shows the number its entry gets in `:history` (`Session.nextEntryNumber`).
    @discardableResult
    func run(resumable: Bool = false) -> Ending {
        let history = HistoryLocation.prepare(in: ProcessInfo.processInfo.environment)
        if let warning = history.warning { terminal.writeError(warning + "\n") }
        if terminal.outputIsTerminal, let editor = LineEditor(program: "bindscope", historyFile: history.path) {
            if !resumable {
                terminal.write(WordWrap.wrap(Self.welcome(for: model), width: terminal.width))
            }
            return run(editor, resumable: resumable)
        } else {
            return runPlain(resumable: resumable)
        }
    }

    /// Each entry is run on its own; a later one may redeclare an earlier one's names.
    var interactiveOptions: Session.Options {
        var replOptions = Session.Options(quiet: options.quiet, keepGoing: true, style: options.style)
        replOptions.isInteractive = true
        replOptions.width = terminal.width
        return replOptions
    }

    /// A prompt for libedit: coloured, with the escapes marked as taking no room.
    private func editorPrompt(_ text: String, style: TextStyle) -> String {
        let word = text.trimmingCharacters(in: .whitespaces)
        let invisible = Character(UnicodeScalar(UInt8(LineEditor.invisibleDelimiter)))
        return text.replacingOccurrences(of: word, with: style.prompt(word, invisible: invisible))
    }

    private func run(_ editor: LineEditor, resumable: Bool) -> Ending {
        editor.completer = { text in
            let completion = session.completions(for: text)
            return (completion.fragment, completion.candidates)
        }
        // Ctrl-C while a statement runs stops it (the session rolls it back), not the REPL.
        LineEditor.catchInterrupts()
        session.interruptRequested = { LineEditor.takeInterrupt() }
        /// Kept with its continuation prompts, to show as typed when recalled (`RecalledEntry`).
        func remember(_ text: String, _ entry: Int) {
            editor.remember(RecalledEntry.stored(text, continuationPrompt: Session.continuationPrompt(entry: entry)))
        }
        var shownWarnings = 0
        var pending: [String] = []
        while true {
            // An entry that failed, or a command that is no entry (`:undo`), leaves the number
            // as it is; `:undo` and `:reset` bring it down.
            let entry = session.nextEntryNumber
            for warning in editor.warnings.dropFirst(shownWarnings) { terminal.writeError(warning + "\n") }
            shownWarnings = editor.warnings.count
            terminal.flush()
            let style = session.style(options.style)
            // The page's actions come while a line is edited: they run, and the prompt
            // (with the next entry's number) is drawn again below their reports.
            let continuing = !pending.isEmpty
            editor.wake = pageWake.flatMap { wake in
                guard wake.isServing() else { return nil }
                return LineEditor.Wake(descriptor: wake.descriptor) {
                    terminal.write("\n")
                    wake.run()
                    let entry = session.nextEntryNumber
                    let style = session.style(options.style)
                    return editorPrompt(continuing ? Session.continuationPrompt(entry: entry) : Session.prompt(entry: entry), style: style)
                }
            }
            let input = editor.read(
                prompt: editorPrompt(
                    pending.isEmpty ? Session.prompt(entry: entry) : Session.continuationPrompt(entry: entry), style: style))
            terminal.isAtLineStart = true
            switch input {
            case .endOfInput where !pending.isEmpty:
                // Not a way out in the middle of an entry: said, and the next Ctrl-D quits.
                terminal.write(Self.droppedEntry)
                pending = []
            case .endOfInput:
                return Ending(resumed: false)
            case .interrupted:
                pending = []
            case .line(let read):
                let line = RecalledEntry.typed(read)
                // An empty line abandons an unfinished statement.
                if !pending.isEmpty, line.allSatisfy(\.isWhitespace) {
                    pending = []
                    continue
                }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                if resumable, CommandKind.promptCommand(in: text) == .resume {
                    remember(text, entry)
                    return Ending(resumed: true)
                }
                if case .incomplete = session.submit(text, fileName: Session.entryName(entry), options: interactiveOptions) {
                    continue
                }
                remember(text, entry)
                // `:quit` is the session's: it ends the prompt once it has run.
                if session.hasQuit { return Ending(resumed: false) }
                pending = []
                _ = LineEditor.takeInterrupt()
            }
        }
    }

    /// Plain lines, for a terminal on input but not on output (`bindscope > log`).
    private func runPlain(resumable: Bool) -> Ending {
        var pending = ""
        while true {
            // No line editor to wake: what the page sent runs before each prompt.
            if let pageWake, pageWake.isServing() { pageWake.run() }
            let entry = session.nextEntryNumber
            terminal.write(pending.isEmpty ? Session.prompt(entry: entry) : Session.continuationPrompt(entry: entry))
            terminal.flush()
            guard let line = readLine(strippingNewline: true) else {
                terminal.write("\n")
                return Ending(resumed: false)
            }
            pending += pending.isEmpty ? line : "\n" + line
            if resumable, CommandKind.promptCommand(in: pending) == .resume {
                return Ending(resumed: true)
            }
            if case .incomplete = session.submit(pending, fileName: Session.entryName(entry), options: interactiveOptions) {
                continue
            }
            if session.hasQuit { return Ending(resumed: false) }
            pending = ""
            terminal.flush()
        }
    }
}
