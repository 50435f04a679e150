import ArgumentParser
import enum BindscopeLanguage.LanguageMode
import BindscopeRuntime
import BindscopeServer
import BindscopeSession
import Foundation

/// The `bindscope` command: argument parsing and wiring only; the logic lives in the libraries.
@main
struct Bindscope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindscope",
        abstract: "See how SwiftUI's @State and @Binding really work.",
        discussion: """
            Type Swift that declares structs, creates states (@State var person = \
            sample.person), derives bindings by dotted paths (let street = \
            $person.address.street) and writes through them; bindscope shows every dependent's \
            value change, old → new, in dependency order. The State/Binding semantics come from \
            the StateBinding library, which Swift code can import on Linux.

            With a FILE, or with standard input that is not a terminal, bindscope runs it as a \
            script: it stops at the first error (FILE:LINE:COL: error: MESSAGE on standard \
            error) and exits with status 1.

            Documentation: README.md and docs/ beside the code; docs/commands.md has every flag \
            and :command, and :help at the prompt lists the commands.
            """,
        version: BindscopeVersion.current
    )

    /// `--serve` may stand without its port (see `ServeArgument`).
    static func main() {
        main(ServeArgument.normalized(Array(CommandLine.arguments.dropFirst())))
    }

    /// Holds the session to the end of the process: freeing a large session object by object
    /// at exit would only cost time.
    nonisolated(unsafe) private static var liveSession: Session?

    @Argument(help: "A session file to run as a script ('-' for standard input).")
    var file: String?

    @Flag(help: "Write only what the session prints: no echo of each statement and no reports of what changed (watches are still kept current).")
    var quiet = false

    @Flag(help: "Go on after a failed statement; exit with status 1 at the end if any failed.")
    var keepGoing = false

    @Flag(help: "Start without the sample model.")
    var noSample = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("""
        Load these Swift files as the model, in place of the sample model: an imported module \
        named after the first file (Models.swift is Models), whose names your session shadows; \
        `sample` is whatever they declare as `let sample`. Put FILE before --model, or after `--`.
        """, valueName: "swift-file"))
    var model: [String] = []

    @Flag(help: "Run FILE entry by entry, as typed at the prompt, writing its narration (// lines), each entry after a prompt, then its output: a lesson that --check passes.")
    var echo = false

    @Flag(name: .short, help: """
        Run FILE, then open the prompt with its state (its declarations, States, watches and \
        history). When FILE fails, the prompt opens with what ran before the error.
        """)
    var interactive = false

    @Flag(help: """
        Check FILE, a transcript (what --echo prints, with the errors where they came): replay its \
        inputs and compare each entry's output. A line '...' matches any lines, '[..]' any text in \
        a line. Prints a diff and exits with status 1 when they differ.
        """)
    var check = false

    @Flag(help: """
        Present FILE (a script or a lesson's transcript) one entry at a time, for a workshop: \
        the comments above an entry are its narration; Enter or Space runs it, l goes live (the \
        prompt, with the state so far; :resume comes back), b steps back, q quits. A '//: pause' \
        line waits for a key.
        """)
    var step = false

    @Flag(help: "With --check: rewrite the entries of the transcript that differ with what they print now.")
    var bless = false

    @Option(help: """
        The memory a session may use (bytes, or with K, M, G or T): a string or collection \
        that would grow past it, or a session whose memory grows past it while a statement \
        runs, is an error and the statement is rolled back.
        """)
    var memoryLimit: String = "4G"

    @Option(help: """
        The Swift language mode to check in: 5 (the default, as 'swiftc main.swift' builds) or \
        6, which adds Swift 6's concurrency checks ('static var' is not concurrency-safe).
        """)
    var swiftVersion: String = "5"

    @Option(help: ArgumentHelp("""
        Serve the projector page on http://127.0.0.1:PORT (a free port when none is given): the \
        session's States, bindings and watches with their values, the mounted view, and cause and \
        effect of the last action, live; beside the prompt, a script (served on after it ends, \
        until Ctrl-C), --step (the script shown, stepped by keys in the page too) or -i.
        """, valueName: "port"))
    var serve: Int?

    @Option(help: ArgumentHelp("""
        Listen on this address instead of 127.0.0.1 (--serve, :serve): IPv4, or IPv6 such as \
        ::1 or [::1]; anyone on a network it reaches can then open the page and drive the session.
        """, valueName: "address"))
    var serveAddress: String = "127.0.0.1"

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// Prints docs/commands.md's generated part (CommandReference) and exits: the test that
    /// keeps the document true compares it, and Scripts/generate-commands-doc writes it.
    @Flag(help: .hidden)
    var commandsReference = false

    /// Colour only reaches a person at a terminal, who has not asked for none (NO_COLOR), and
    /// never output piped from a script on standard input.
    private func style(_ terminal: Terminal) -> TextStyle {
        switch color {
        case .always: return TextStyle(isEnabled: true)
        case .never: return .plain
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return TextStyle(isEnabled: terminal.outputIsTerminal && !noColor && (file != nil || terminal.inputIsTerminal))
        }
    }

    mutating func run() throws {
        if commandsReference { return print(CommandReference.markdown(), terminator: "") }
        // Ctrl-C must reach the process: a parent may have started it with SIGINT blocked
        // (threads of a dispatch pool block signals, and children inherit the mask). A script
        // run then ends on it; the REPL catches it to stop the running statement.
        Self.unblockInterrupts()
        // Deeply nested sessions recurse deeply in the checker and in closures calling
        // closures; run on a thread whose stack is far larger than the main thread's 8 MB.
        try LargeStackThread.run { [self] in try runSession() }
    }

    private static func unblockInterrupts() {
        var interruptOnly = sigset_t()
        sigemptyset(&interruptOnly)
        sigaddset(&interruptOnly, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interruptOnly, nil)
    }

    mutating func validate() throws {
        if bless && !check { throw ValidationError("--bless goes with --check") }
        if check && file == nil { throw ValidationError("--check needs a transcript FILE") }
        if step && (file == nil || file == "-") { throw ValidationError("--step needs a FILE to present") }
        if step && check { throw ValidationError("--step and --check do not go together") }
        if interactive && (file == nil || file == "-") { throw ValidationError("-i needs a FILE to run before the prompt") }
        if interactive && check { throw ValidationError("-i and --check do not go together") }
        if noSample && !model.isEmpty { throw ValidationError("--model replaces the sample model; leave out --no-sample") }
        if let serve, !(0...65535).contains(serve) { throw ValidationError("--serve takes a port from 0 to 65535, not \(serve)") }
        if serve != nil && check { throw ValidationError("--serve and --check do not go together") }
        guard MemoryLimit.parse(memoryLimit) != nil else {
            throw ValidationError("--memory-limit takes a size such as 512M or 4G, not '\(memoryLimit)'")
        }
        guard LanguageMode(versionText: swiftVersion) != nil else {
            throw ValidationError("--swift-version takes 5 or 6, not '\(swiftVersion)'")
        }
    }

    /// `--swift-version`, read (`validate` made sure it reads).
    private var languageMode: LanguageMode { LanguageMode(versionText: swiftVersion) ?? .swift5 }

    /// Whether the session starts with SwiftUI's views: always, unless it only runs a script
    /// file that never names them (no prompt, presenter or page may bring them in later).
    private var needsViews: Bool {
        guard let file, file != "-", !interactive, !step, serve == nil,
            let data = FileManager.default.contents(atPath: file)
        else { return true }
        return Session.needsViews(toRun: String(decoding: data, as: UTF8.self))
    }

    /// `--memory-limit`, read (`validate` made sure it reads).
    private var sessionMemoryLimit: MemoryLimit { MemoryLimit.parse(memoryLimit) ?? .standard }

    private func runSession() throws {
        let terminal = Terminal()
        defer { terminal.flush() }
        if check, let file { return try checkTranscript(file, model: try modelSource(terminal), terminal) }
        let modelSource = try modelSource(terminal)
        let session = Session(
            model: modelSource, output: terminal.sessionOutput, memoryLimit: sessionMemoryLimit, languageMode: languageMode,
            views: needsViews)
        if session.modelFailed {
            terminal.writeError("error: the model did not load (--model); fix the error above\n")
            throw ExitCode.failure
        }
        // The session lives until the process ends (see LargeStackThread), so nothing it kept
        // is freed one object at a time on the way out.
        Bindscope.liveSession = session
        let page = PageWiring(server: PageServer(host: serveAddress), terminal: terminal)
        session.pageService = page.server
        if !PageWiring.isLoopback(serveAddress) { terminal.writeError(PageWiring.networkWarning + "\n") }
        if let serve { try page.start(port: serve) }
        if step, let file {
            let reader = LineReader(session: session, terminal: terminal, options: Session.Options(style: style(terminal)), model: session.model, page: page)
            let script = StepScript(parsing: try Self.contents(of: file, terminal))
            Presenter(script: script, fileName: file, lineReader: reader, keys: KeyReader(isTerminal: terminal.inputIsTerminal, page: reader.pageWake)).run()
            return
        }
        // A script ends with its run, so it may overlap parsing with running (Session.Options).
        var options = Session.Options(
            quiet: quiet, keepGoing: keepGoing, keepsSyntaxTrees: true, overlapsParsing: true,
            echoesStatements: echo, style: style(terminal))
        options.width = terminal.width
        // A file (or a script on standard input) is a program: its types are declared first.
        var fileOptions = options
        fileOptions.hoistsTypeDeclarations = true
        // A served script is no whole program: the page may run entries in it after its end.
        if serve != nil { fileOptions.keepsRunning = true }
        let pageOptions = LineReader(session: session, terminal: terminal, options: options, model: session.model).interactiveOptions
        /// Once a script has run: the page, when served, goes on until Ctrl-C.
        func finish(_ succeeded: Bool) throws {
            terminal.flush()
            if serve != nil, !session.hasQuit { page.serveUntilEnded(session, options: pageOptions) }
            if !succeeded { throw ExitCode.failure }
        }
        if interactive, let file { return try runThenPrompt(file, session, terminal, options: options, page: page) }
        if echo, file != nil || !terminal.inputIsTerminal {
            // A lesson: entry by entry, as --check replays it (see Session.runEchoingEntries).
            let script: String
            if let file, file != "-" {
                script = try Self.contents(of: file, terminal)
            } else {
                script = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            return try finish(session.runEchoingEntries(script, options: options))
        }
        if let file, file != "-" {
            // Mapped, not read: the file is parsed as it runs (see ScriptFile).
            let script: ScriptFile
            do {
                script = try ScriptFile(path: file, fileName: file)
            } catch {
                terminal.writeError("error: cannot read '\(file)': \(error.reason)\n")
                throw ExitCode(2)
            }
            fileOptions.recordsHistory = script.looksBack
            return try finish(session.run(script, options: fileOptions))
        }
        // `-` asks for standard input even at a terminal (read to Ctrl-D, then run).
        if file == nil, terminal.inputIsTerminal {
            LineReader(session: session, terminal: terminal, options: options, model: session.model, page: page).run()
            return
        }
        let script = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        fileOptions.recordsHistory = Session.looksBack(script)
        try finish(session.run(script, fileName: "<stdin>", options: fileOptions))
    }

    /// `-i FILE`: the file runs as a script that the session outlives (`keepsRunning`), then
    /// the prompt opens on that state; a `:quit` in the file ends it there.
    private func runThenPrompt(
        _ file: String, _ session: Session, _ terminal: Terminal, options: Session.Options, page: PageWiring
    ) throws {
        var fileOptions = options
        fileOptions.hoistsTypeDeclarations = true
        fileOptions.keepsRunning = true
        // Its statements become the history's entries, each under the file's name.
        fileOptions.overlapsParsing = false
        let succeeded = session.run(try Self.contents(of: file, terminal), fileName: file, options: fileOptions)
        if session.hasQuit {
            terminal.flush()
            if !succeeded { throw ExitCode.failure }
            return
        }
        if !succeeded {
            terminal.writeError("\(file) stopped at the error above; the prompt has what ran before it.\n")
        }
        LineReader(session: session, terminal: terminal, options: options, model: session.model, page: page).run()
    }

    /// `--check FILE` (and `--bless`): a lesson's transcript replayed and compared.
    private func checkTranscript(_ file: String, model: ModelSource, _ terminal: Terminal) throws {
        let transcript = Transcript(parsing: try Self.contents(of: file, terminal))
        let result = TranscriptCheck(
            transcript, fileName: file, model: model, memoryLimit: sessionMemoryLimit, languageMode: languageMode)
        let count = transcript.entries.count
        let entries = "\(count) entr\(count == 1 ? "y" : "ies")"
        if bless {
            guard FileManager.default.createFile(
                atPath: file, contents: Data(transcript.rendered(withOutputs: result.blessed).utf8))
            else {
                terminal.writeError("error: cannot write '\(file)'\n")
                throw ExitCode(2)
            }
            // What it rewrote: the entries whose output differed, of how many.
            let rewritten = result.differences.count
            terminal.write("\(file): \(rewritten) of \(entries) rewritten\(rewritten == 0 ? " (all matched)" : "")\n")
            return
        }
        guard result.passed else {
            terminal.write(result.report)
            terminal.flush()
            throw ExitCode.failure
        }
        terminal.write("\(file): \(entries) match\n")
    }

    /// A file's text, or `error: cannot read 'FILE': why` and exit status 2.
    /// The model the session starts with: `--model`'s files, read now, or the sample, or none.
    private func modelSource(_ terminal: Terminal) throws -> ModelSource {
        if noSample { return .none }
        if model.isEmpty { return .sample }
        return .files(try model.map { ModelFile(path: $0, source: try Self.contents(of: $0, terminal)) })
    }

    private static func contents(of file: String, _ terminal: Terminal) throws -> String {
        do {
            return try FileAccess.read(file)
        } catch {
            terminal.writeError("error: cannot read '\(file)': \(error.reason)\n")
            throw ExitCode(2)
        }
    }
}
