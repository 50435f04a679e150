import BindscopeCompiler
import BindscopeDependents
import BindscopeLibrary
import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

/// A running session: the declarations and states built so far, and how to run more code in
/// them. The executable and the REPL drive it; it never touches the terminal itself.
public final class Session {
    /// Where a session's output goes.
    public struct Output {
        /// What `print` and `debugPrint` write, and (unless quiet) the echo of each statement.
        public var standardOutput: (String) -> Void
        /// Rendered diagnostics and runtime errors.
        public var standardError: (String) -> Void
        /// Files commands write (`:graph --dot FILE`); nil where the program around the
        /// session writes none.
        public var files: FileOutput?

        public init(
            standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void, files: FileOutput? = nil
        ) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.files = files
        }
    }

    /// How the statements of a run are reported.
    public struct Options: Sendable {
        /// Only what `print`/`debugPrint` write reaches standard output.
        public var quiet: Bool
        /// Go on after a failed statement (the run still reports failure).
        public var keepGoing: Bool
        /// Keep the parsed statements for the session's lifetime instead of freeing them after
        /// the run. A process that ends after one script (the command line) saves the time of
        /// freeing a large syntax tree it will never use again. (Not when parsing overlaps the
        /// run: each statement is then freed by the parsing thread once it has run, so memory
        /// stays bounded however long the script.)
        public var keepsSyntaxTrees: Bool

        /// Parse on another thread while the statements already parsed are checked and run.
        /// What they print is held back until the whole text has parsed, so a syntax error
        /// still shows nothing but itself; but the statements before it may have run, so only
        /// a caller that ends the session after a failed run (a script) should ask for this.
        public var overlapsParsing: Bool

        /// Unless quiet, write each statement's report of what changed. Benchmarks turn this
        /// off to time propagation alone; the dependents are still evaluated.
        public var formatsReports: Bool

        /// Write each statement after a prompt before its output (`bindscope --echo`), so a
        /// replayed script reads like a live session. Implies parsing before running.
        public var echoesStatements: Bool

        /// Colours for reports, echoed values, errors and replayed prompts.
        public var style: TextStyle

        /// The terminal's width in columns (80 off a terminal): `:help` is wrapped to it, and
        /// a report line longer than it is cut with `…` (see `ReportLine`).
        public var width = 80

        /// Text typed at the prompt (the REPL), one entry per run: a later entry may redeclare
        /// a session-level name, as the Swift REPL allows. A script file may not (swiftc's
        /// "invalid redeclaration").
        public var isInteractive = false

        /// A file run as a program (`bindscope FILE`): its type declarations and extensions
        /// at column 0 (those a session's program hoists to file scope) are declared before
        /// its other statements run, as swiftc sees a file's types all at once.
        public var hoistsTypeDeclarations = false

        /// The session goes on after this run (`bindscope -i FILE`, `:load FILE`): the end of
        /// the file is not the end of the program, so its variables are not released there.
        public var keepsRunning = false

        /// Record what succeeds in the history (`:undo`, `:save`, `:log`…). A script that never
        /// looks back (`Session.looksBack`) is run without: a history holds every statement's
        /// syntax tree, so a long replay's memory would grow with its length.
        public var recordsHistory = true

        public init(
            quiet: Bool = false, keepGoing: Bool = false, keepsSyntaxTrees: Bool = false,
            overlapsParsing: Bool = false, formatsReports: Bool = true, echoesStatements: Bool = false,
            style: TextStyle = .plain
        ) {
            self.echoesStatements = echoesStatements
            self.style = style
            self.quiet = quiet
            self.keepGoing = keepGoing
            self.keepsSyntaxTrees = keepsSyntaxTrees
            self.overlapsParsing = overlapsParsing
            self.formatsReports = formatsReports
        }
    }

    // The session's state: replaced whole by `startAfresh` (`:reset`, and `:undo`, which
    // replays the entries it keeps into a new one).
    private(set) var checker = Checker()
    private(set) var execution: Execution
    /// The States, bindings and watches reports follow.
    private(set) var dependencies = DependencyGraph()
    let output: Output
    /// The module a new state starts with: the sample model, the user's files, or none.
    public let model: ModelSource
    /// Whether a new state starts with a model (`--no-sample` says no).
    var loadsSample: Bool { model != .none }
    /// Set when a file of the user's model (`--model`) failed to load; its errors, naming
    /// the file and line, were reported.
    public internal(set) var modelFailed = false
    /// How much memory the session may take; kept by each new checker and execution.
    let memoryLimit: MemoryLimit
    /// Swift 5 or Swift 6 checking (`--swift-version`, `:set swift-version`); kept by each
    /// new checker, and the parser's `#if swift(>=…)` reads it.
    var languageMode: LanguageMode {
        didSet { checker.options.languageMode = languageMode }
    }
    /// The mode the history's first entry ran in (the session's start, or its last `:reset`):
    /// `:undo` replays the entries from there, their `:set swift-version` included.
    var historyLanguageMode: LanguageMode
    /// The entries so far that declare operators or precedence groups, whose operators later
    /// entries use (see `rememberOperatorDeclarations`).
    var earlierOperators = ""
    /// The entries that succeeded, in order, and those `:undo` took back (see `SessionHistory`).
    ///
    /// It and the other fields every statement sets (the counters and flags below) opt out of
    /// dynamic exclusivity checks, about 80 instructions each per access (issue 14: 100k
    /// declarations): each access is one read or one change that runs no session code, so
    /// none can overlap another.
    @exclusivity(unchecked) var history = SessionHistory()
    /// Set by `:quit`: the run stops after it, and the prompt (or the script) ends.
    public internal(set) var hasQuit = false
    /// While above zero, nothing reaches the output (`:undo` replaying entries silently).
    var muteDepth = 0
    /// How many `run`s are under way: only the outermost one (a prompt's entry, a script)
    /// starts steps of the history; a `:load` within it is part of its step.
    var runDepth = 0
    /// The class shells of the file being run (`Checker.forwardClasses`), kept from one
    /// declaration of its types to the next (see `runTypeDeclarations`).
    var keptForwardClasses: [String: NominalType] = [:]
    /// The files `:load` is running, innermost last (a file may not load itself).
    var loadingFiles: [String] = []
    @exclusivity(unchecked) var resultCounter = 0
    /// The last statement's report, for tests that compare it with fresh evaluations.
    @exclusivity(unchecked) var lastReport: ChangeReport?
    /// Whether reports name the changed parts or show whole values (`:set report`).
    var reportMode = ChangeReport.Mode.path
    /// Reports print whole values, however long (for tests comparing them with evaluations).
    var reportsWithoutWidth = false
    private var keptSyntaxTrees: [Statement] = []
    /// The session frame's first slot after the sample model's (see `endProgram`).
    var firstSessionSlot = 0
    /// Whether it starts with SwiftUI's views (see `init(model:…:views:)`).
    public let loadsViews: Bool
    /// Whether the last statement that failed was refused by the checker (nothing of it ran),
    /// so it may be tried again once the types declared below it are (see `declareLaterTypes`).
    @exclusivity(unchecked) var lastFailureWasChecking = false
    /// What the statement running now wrote, for its history entry (`:log`).
    @exclusivity(unchecked) var lastWrites = HistoryEffect()
    /// The views this session mounted (`ViewHost`, `:mount`).
    var viewHosts = ViewHosts()
    /// Which statement made each update of the mounted views, for `:why VIEW`: a body's
    /// last run names its update (`BodyRunCause.update`). One entry per mount or action.
    var viewUpdateStatements: [ViewReport.UpdateKey: StatementReference] = [:]
    /// The view command running now (`:tap "Tap 0"`), which its updates are said to be made
    /// by, rather than the built-in call it runs as.
    var viewCommandStatement: StatementSource?
    /// `:set color on|off`: overrides the style each run is given (`--color`), from then on.
    var colorSetting: Bool?
    /// What serves the projector page (`:serve`), when the program around the session has one;
    /// told after every entry.
    public var pageService: (any PageService)?
    /// The report lines of the entry running now (or the last one), while a page is served.
    var pageReport: [PageSnapshot.Change] = []
    /// What the mounts and actions of the entry running now (or the last one) did to the
    /// views, while a page is served.
    var pageViewChanges: PageSnapshot.ViewChanges?
    /// The script `--step` presents, set by the presenter for the page to show it.
    public var pageScript: PageSnapshot.Script?

    /// The style to write with: the run's, unless `:set color` chose otherwise.
    public func style(_ given: TextStyle) -> TextStyle {
        colorSetting.map(TextStyle.init(isEnabled:)) ?? given
    }

    /// Asked during long statements whether to stop them (the REPL wires Ctrl-C to it): a
    /// statement stopped this way fails with "interrupted" and is rolled back.
    public var interruptRequested: (() -> Bool)? {
        get { execution.interruptRequested }
        set { execution.interruptRequested = newValue }
    }

    /// A session with the sample model loaded (`loadSample`), writing to `output`.
    /// `memoryLimit`: how much memory its statements may take before they fail (and are rolled
    /// back), rather than the process ending on an allocation that fails.
    public convenience init(
        loadSample: Bool = true, output: Output, memoryLimit: MemoryLimit = .standard, languageMode: LanguageMode = .swift5
    ) {
        self.init(model: loadSample ? .sample : .none, output: output, memoryLimit: memoryLimit, languageMode: languageMode)
    }

    /// Whether a session that is to run `script` and nothing else needs SwiftUI's views (see
    /// `SwiftUIPrelude.isNeeded(by:)`); a `:load` may bring in any file, so it needs them.
    public static func needsViews(toRun script: String) -> Bool {
        SwiftUIPrelude.isNeeded(by: script) || script.contains(":load")
    }

    /// A session starting with `model` below its own declarations. `languageMode`: Swift 5
    /// (swiftc's default) or Swift 6, whose concurrency checks it adds. `views`: whether it has
    /// SwiftUI's views; only a script that never names them (`needsViews(toRun:)`) goes
    /// without, to start sooner.
    public init(
        model: ModelSource, output: Output, memoryLimit: MemoryLimit = .standard, languageMode: LanguageMode = .swift5,
        views: Bool = true
    ) {
        self.loadsViews = views
        self.output = output
        self.model = model
        self.memoryLimit = memoryLimit
        self.languageMode = languageMode
        self.historyLanguageMode = languageMode
        self.execution = Execution(write: output.standardOutput, memoryLimit: memoryLimit)
        startAfresh()
    }

    /// A new state, as a new session starts: checker, execution frame and dependency graph,
    /// with the sample model loaded unless `loadsSample` is false. The history is the
    /// caller's to keep or clear.
    func startAfresh() {
        earlierOperators = ""
        let interruptRequested = execution.interruptRequested
        checker = Checker()
        checker.memoryLimit = memoryLimit
        checker.fileReader = FileAccess.readForSession
        checker.workingDirectory = FileAccess.workingDirectory
        checker.options.languageMode = languageMode
        execution = Execution(write: output.standardOutput, memoryLimit: memoryLimit)
        dependencies = DependencyGraph()
        resultCounter = 0
        lastReport = nil
        lastFailureWasChecking = false
        // `print` goes through the session, which may hold output back (`overlapsParsing`).
        execution.write = { [unowned self] text in writeStandardOutput(text) }
        execution.interruptRequested = interruptRequested
        do {
            let wasSuspended = history.isSuspended
            history.isSuspended = true
            defer { history.isSuspended = wasSuspended }
            let loaded = run(CombinePrelude.source, fileName: "<combine>", options: Options(quiet: true))
            precondition(loaded, "the Combine prelude must load")
            let sequences = run(SequencePrelude.source, fileName: "<sequences>", options: Options(quiet: true))
            precondition(sequences, "the sequence prelude must load")
            // A new session's views start with no host mounted.
            viewHosts = ViewHosts()
            viewUpdateStatements = [:]
            execution.viewHosts = viewHosts
            if loadsViews {
                let views = run(SwiftUIPrelude.source, fileName: "<swiftui>", options: Options(quiet: true))
                precondition(views, "the SwiftUI prelude must load")
            }
            checker.sealLibrary { [execution] slot in execution.frame.locals[slot] }
        }
        loadModel()
        firstSessionSlot = execution.frame.locals.count
    }

    /// Parses and runs `source` statement by statement. Each statement is checked, then run;
    /// a failing one is reported, changes nothing, and stops the run unless `keepGoing`.
    /// Returns whether every statement succeeded.
    @discardableResult
    public func run(_ source: String, fileName: String, options: Options = Options()) -> Bool {
        if options.overlapsParsing, !options.echoesStatements {
            beginRun(options)
            defer { endRun() }
            return runOverlappingParse(source, fileName: fileName, options: options)
        }
        return run(source, parsed: parse(source), fileName: fileName, options: options)
    }

    /// `source` parsed as `run` parses it: lines alike one parsed just before come as copies
    /// of its tree (see `StatementShape.isCopy`), parsed from their own text only when checked
    /// afresh.
    func parse(_ source: String) -> ParseResult {
        SessionParser.parse(
            source, copyingAlike: copiesStatementsAlike, languageMode: languageMode, earlierOperators: earlierOperators)
    }

    /// Runs `source`, already parsed (`parse`): what `run` and an entry submitted at a prompt
    /// (`submit`, which parses it once to learn whether it is complete) share.
    func run(_ source: String, parsed: ParseResult, fileName: String, options: Options) -> Bool {
        beginRun(options)
        defer { endRun() }
        var statements: [Statement]
        switch parsed {
        case .complete(let parsed):
            statements = parsed
            rememberOperatorDeclarations(in: source)
        case .incomplete:
            report(Diagnostic("unexpected end of input", at: endLocation(of: source)), source: source, fileName: fileName, style: options.style)
            return false
        case .failure(let diagnostics):
            if let first = diagnostics.first { report(first, source: source, fileName: fileName, style: options.style) }
            return false
        }
        if options.keepsSyntaxTrees { keptSyntaxTrees.append(contentsOf: statements) }
        // A text declaring many names grows the session's table of names once.
        checker.sessionScope.reserve(forAdding: statements.count { if case .variable = $0.kind { true } else { false } })
        let outerReparse = reparseStatement
        reparseStatement = { statement in
            var bytes = source
            return bytes.withUTF8 { SessionParser.reparse(statement, in: $0) }
        }
        defer { reparseStatement = outerReparse }
        let text = SourceText(source, fileName: fileName)
        if options.recordsHistory {
            for (statement, next) in zip(statements, statements.dropFirst()) { text.noteFollower(of: statement, next) }
        }
        let hoistsTypes = options.hoistsTypeDeclarations && Session.mayDeclareTypes(source)
        var supply = StatementSupply(parsed: statements)
        statements = []
        return runStatements(&supply, from: text, hoistingThrough: hoistsTypes ? Int.max : nil, options: options)
    }

    /// What every run does first: whether its statements are an interactive entry, where the
    /// history's entry and step begin, and one more level of `run` (the caller ends it).
    private func beginRun(_ options: Options) {
        checker.isInteractive = options.isInteractive
        if options.isInteractive { checker.beginEntry() }
        history.entryBegins = options.isInteractive
        runDepth += 1
        if runDepth == 1 {
            history.stepBegins = true
            forgetPageChanges()
        }
    }

    /// The end of a `run`: once the outermost one is over, the page is told.
    private func endRun() {
        runDepth -= 1
        if runDepth == 0, let pageService, pageService.isServing { pageService.sessionDidRun(self) }
    }

    /// Runs a script file as `run` runs its text (`bindscope FILE`). With `overlapsParsing`
    /// the file is parsed from its mapping as it runs and never read whole, so a script of
    /// any length runs in bounded memory (see `ScriptFile`).
    @discardableResult
    public func run(_ file: ScriptFile, options: Options = Options()) -> Bool {
        guard options.overlapsParsing, !options.echoesStatements else {
            return run(file.text, fileName: file.fileName, options: options)
        }
        beginRun(options)
        defer { endRun() }
        let lastTypeLine = options.hoistsTypeDeclarations ? file.lastTypeDeclarationLine : nil
        let stream = StatementStream(bytes: file.bytes, owner: file, languageMode: languageMode) { [unowned file] offset in file.dropPages(before: offset) }
        let text = SourceText(loading: { [unowned file] in file.text }, fileName: file.fileName)
        return withExtendedLifetime(file) {
            runStream(stream, text: text, lastTypeLine: lastTypeLine, options: options)
        }
    }

    /// `run` for `overlapsParsing`: statements run as they arrive from the parsing thread, and
    /// their output is held until the parse is known to have succeeded.
    private func runOverlappingParse(_ source: String, fileName: String, options: Options) -> Bool {
        let lastTypeLine = options.hoistsTypeDeclarations ? Session.lastTypeDeclarationLine(source) : nil
        return runStream(StatementStream(source, languageMode: languageMode), text: SourceText(source, fileName: fileName), lastTypeLine: lastTypeLine, options: options)
    }

    /// Runs the statements of `stream` as they are parsed; `text` is where they come from, and
    /// `lastTypeLine` the last line that may declare a type to hoist (nil: hoist nothing).
    private func runStream(_ stream: StatementStream, text: SourceText, lastTypeLine: Int?, options: Options) -> Bool {
        let fileName = text.fileName
        heldOutput = HeldOutput()
        let outerReparse = reparseStatement
        reparseStatement = { stream.reparse($0) }
        defer { reparseStatement = outerReparse }
        // Each statement taken from the stream, in source order, marks where the one before
        // it ends (for the history's text of it; a run without a history keeps none).
        var lastTaken: Statement?
        var supply = StatementSupply(stream: stream) { statement in
            if options.recordsHistory, let lastTaken { text.noteFollower(of: lastTaken, statement) }
            lastTaken = statement
        }
        let succeeded = runStatements(&supply, from: text, hoistingThrough: lastTypeLine, options: options)
        switch stream.finish() {
        case .complete:
            releaseHeldOutput()
            return succeeded
        case .incomplete:
            heldOutput = nil
            report(Diagnostic("unexpected end of input", at: endLocation(of: text.text)), source: text.text, fileName: fileName, style: options.style)
            return false
        case .failure(let diagnostics):
            heldOutput = nil
            if let first = diagnostics.first { report(first, source: text.text, fileName: fileName, style: options.style) }
            return false
        }
    }

    /// Output written while a parse's verdict is pending: standard output (false) or error (true).
    var heldOutput: HeldOutput?
    /// While a stream's statements run: parses a statement the parser gave as a copy of one
    /// alike (`StatementShape.isCopy`) from its own text.
    var reparseStatement: ((Statement) -> Statement)?
    /// Whether a statement alike one checked before runs what that check made
    /// (`StatementCache`); the tests compare with checking every statement.
    var reusesCheckedStatements = true
    /// Whether `run` parses a line alike one just before as a copy of it (`StatementShape`);
    /// the tests compare with parsing every line.
    var copiesStatementsAlike = true
    /// How many statements ran what an earlier one's check made, and how many the parser gave
    /// as copies of an earlier one (for the tests).
    @exclusivity(unchecked) var statementCacheHits = 0
    /// Checked statements kept since the cache last started afresh (see `keptStatementLimit`).
    var keptStatements = 0
    @exclusivity(unchecked) var copiedStatements = 0

    func writeStandardOutput(_ text: String) {
        if muteDepth > 0 { return }
        if let heldOutput { heldOutput.append(text, toStandardError: false) } else { output.standardOutput(text) }
    }

    func writeStandardError(_ text: String) {
        if muteDepth > 0 { return }
        if let heldOutput { heldOutput.append(text, toStandardError: true) } else { output.standardError(text) }
    }

    func releaseHeldOutput() {
        guard let held = heldOutput else { return }
        heldOutput = nil
        held.release { toStandardError, text in
            toStandardError ? output.standardError(text) : output.standardOutput(text)
        }
    }

    func report(_ diagnostic: Diagnostic, source: String, fileName: String, style given: TextStyle = .plain) {
        let style = style(given)
        var text = DiagnosticRenderer.render(diagnostic, source: source, fileName: fileName)
        if style.isEnabled, let label = text.firstRange(of: " error: ") {
            text.replaceSubrange(label, with: " " + style.error("error:") + " ")
        }
        writeStandardError(text.hasSuffix("\n") ? text : text + "\n")
    }

    private func endLocation(of source: String) -> SourceLocation {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return SourceLocation(line: max(lines.count, 1), column: (lines.last?.utf8.count ?? 0) + 1)
    }
}
