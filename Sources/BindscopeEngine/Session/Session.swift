import BindscopeLanguage

/// A running session: the declarations and states built so far, and how to run more code in
/// them. The executable and the REPL drive it; it never touches the terminal itself.
public final class Session {
    /// Where a session's output goes.
    public struct Output {
        /// What `print` and `debugPrint` write, and (unless quiet) the echo of each statement.
        public var standardOutput: (String) -> Void
        /// Rendered diagnostics and runtime errors.
        public var standardError: (String) -> Void

        public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// How the statements of a run are reported.
    public struct Options: Sendable {
        /// Only what `print`/`debugPrint` write reaches standard output.
        public var quiet: Bool
        /// Go on after a failed statement (the run still reports failure).
        public var keepGoing: Bool

        public init(quiet: Bool = false, keepGoing: Bool = false) {
            self.quiet = quiet
            self.keepGoing = keepGoing
        }
    }

    private let checker = Checker()
    private let execution: Execution
    private let output: Output
    private var resultCounter = 0

    /// A session with the sample model loaded (`loadSample`), writing to `output`.
    public init(loadSample: Bool = true, output: Output) {
        self.output = output
        self.execution = Execution(write: output.standardOutput)
        if loadSample {
            let loaded = run(SampleModel.source, fileName: "<sample>", options: Options(quiet: true))
            precondition(loaded, "the sample model must load")
        }
    }

    /// Parses and runs `source` statement by statement. Each statement is checked, then run;
    /// a failing one is reported, changes nothing, and stops the run unless `keepGoing`.
    /// Returns whether every statement succeeded.
    @discardableResult
    public func run(_ source: String, fileName: String, options: Options = Options()) -> Bool {
        let statements: [Statement]
        switch SessionParser.parse(source) {
        case .complete(let parsed):
            statements = parsed
        case .incomplete:
            report(Diagnostic("unexpected end of input", at: endLocation(of: source)), source: source, fileName: fileName)
            return false
        case .failure(let diagnostics):
            if let first = diagnostics.first { report(first, source: source, fileName: fileName) }
            return false
        }
        var succeeded = true
        for statement in statements {
            if let failure = runTopLevel(statement, options: options) {
                report(failure, source: source, fileName: fileName)
                succeeded = false
                if !options.keepGoing { break }
            }
        }
        return succeeded
    }

    /// Checks and runs one statement; on failure undoes every write and declaration it made.
    private func runTopLevel(_ statement: Statement, options: Options) -> Diagnostic? {
        let snapshot = checker.snapshot()
        do {
            var step = try TopLevelStatement(statement, checker: checker)
            try step.run(execution)
            execution.journal.commit()
            if !options.quiet, let echo = try step.echo(execution, counter: &resultCounter) {
                output.standardOutput(echo)
            }
            return nil
        } catch let diagnostic as Diagnostic {
            execution.journal.rollBack(in: execution)
            checker.restore(snapshot)
            return diagnostic
        } catch let error as RuntimeError {
            execution.journal.rollBack(in: execution)
            checker.restore(snapshot)
            return Diagnostic(error.message, at: error.location ?? statement.location)
        } catch {
            execution.journal.rollBack(in: execution)
            checker.restore(snapshot)
            return Diagnostic("\(error)", at: statement.location)
        }
    }

    private func report(_ diagnostic: Diagnostic, source: String, fileName: String) {
        let text = DiagnosticRenderer.render(diagnostic, source: source, fileName: fileName)
        output.standardError(text.hasSuffix("\n") ? text : text + "\n")
    }

    private func endLocation(of source: String) -> SourceLocation {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return SourceLocation(line: max(lines.count, 1), column: (lines.last?.utf8.count ?? 0) + 1)
    }
}

extension Session {
    /// What happened to text typed at a prompt.
    public enum Submission: Equatable, Sendable {
        /// The text stops inside a construct: read another line and submit the whole again.
        case incomplete
        /// The text was run; false when a statement failed (and was rolled back).
        case finished(succeeded: Bool)
    }

    /// Runs text typed at a prompt, unless it is incomplete (an open brace, a trailing operator).
    public func submit(_ text: String, fileName: String, options: Options = Options()) -> Submission {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(":") { return .finished(succeeded: runCommand(trimmed)) }
        if case .incomplete = SessionParser.parse(text) { return .incomplete }
        return .finished(succeeded: run(text, fileName: fileName, options: options))
    }
}

extension Session {
    /// The storage of the session-level `@State var name`, for tests that inspect values.
    func stateStorage(named name: String) -> Box? {
        guard case .wrappedValue(let backing, .state, _)? = checker.sessionScope.lookup(name),
            backing.slot < execution.frame.locals.count,
            case .state(let box) = execution.frame.locals[backing.slot].value
        else { return nil }
        return box
    }
}

extension Session {
    /// `:model`: the sample model's declarations, then `sample` as a tree of paths.
    public func modelDescription() -> String {
        var text = SampleModel.source.hasSuffix("\n") ? SampleModel.source : SampleModel.source + "\n"
        if let sample = try? checker.identifier("sample", at: .start),
            let value = try? sample.evaluate(execution),
            let tree = try? ValueTreePrinter(printer: ValuePrinter(execution: execution))
                .tree(named: "sample", value, as: sample.type)
        {
            text += "\n" + tree
        }
        return text
    }
}

extension Session {
    /// The prompt's own commands, which are not Swift.
    static let commandHelp = """
        :model   the sample model's declarations, and `sample` as a tree of paths
        :help    this list

        """

    private func runCommand(_ command: String) -> Bool {
        switch command {
        case ":model":
            output.standardOutput(modelDescription())
            return true
        case ":help":
            output.standardOutput(Session.commandHelp)
            return true
        default:
            output.standardError("error: unknown command '\(command)'; the commands are:\n" + Session.commandHelp)
            return false
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
