import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime
import BindscopeViews

extension Session {
    /// Checks and runs one statement, then reports what it changed; on failure undoes every
    /// write and declaration it made.
    func runTopLevel(_ statement: Statement, in source: SourceText, options: Options) -> Diagnostic? {
        // A copy's tree is another statement's (`StatementShape.isCopy`): the history keeps
        // only where it starts, and parses its text again when asked.
        lastWrites = HistoryEffect()
        let failure = runUnrecorded(statement, in: source, options: options)
        if failure == nil { recordInHistory(statement, in: source, options: options) }
        return failure
    }

    private func runUnrecorded(_ statement: Statement, in source: SourceText, options: Options) -> Diagnostic? {
        // Not copied into a variable of its own: that retained its tree and shape again, and
        // released them at the end, for every statement. Parsed again where it is a copy.
        if case .command(let command) = statement.kind {
            checker.revision &+= 1
            return runCommand(command, statement: statement, in: source, options: options)
        }
        let snapshot = checker.snapshot()
        guard let shape = statement.shape else {
            // Anything else than an expression or an assignment may change what names mean.
            checker.revision &+= 1
            return checkAndExecute(statement, in: source, options: options, restoring: snapshot)
        }
        if shape.isCopy { copiedStatements &+= 1 }
        if case .variable = statement.kind {
            guard reusesCheckedStatements else {
                checker.revision &+= 1
                return checkAndExecute(
                    shape.isCopy ? reparsed(statement) : statement, in: source, options: options, restoring: snapshot)
            }
            return runShapedDeclaration(statement, shape: shape, in: source, options: options, restoring: snapshot)
        }
        // A statement like one checked before runs what that one's check made.
        if reusesCheckedStatements, let cached = cachedStatement(for: shape), var step = cached.step {
            statementCacheHits &+= 1
            lastFailureWasChecking = false
            cached.slots.values = shape.literals
            let failure = execute(&step, statement, in: source, options: options, restoring: snapshot)
            return failure.map { cached.relocated($0, to: statement, template: shape.template) }
        }
        // Checked afresh: from its own tree.
        let statement = shape.isCopy ? reparsed(statement) : statement
        let revision = checker.cacheRevision
        let recorder = LiteralRecorder(shape: shape, at: statement.location)
        checker.literalRecorder = recorder
        let checked = check(statement, restoring: snapshot)
        checker.literalRecorder = nil
        var step: TopLevelStatement
        switch checked {
        case .success(let made): step = made
        case .failure(let diagnostic): return diagnostic
        }
        // Kept only when checking it changed nothing (a first assignment initializes).
        if reusesCheckedStatements, checker.cacheRevision == revision {
            keep(step, statement, shape: shape, recorder: recorder, revision: revision)
        }
        return execute(&step, statement, in: source, options: options, restoring: snapshot)
    }

    /// A plain declaration with a shape (`let b17 = $items[17]`, see `Parser.shape(of:)`): its
    /// value is checked once for the lines alike, each of which declares its own name with it.
    /// Exact as the cache of statements is: the value's check is reused only at the revision
    /// it was made at, moved on past each declaration of the shape that is made (and nothing
    /// else), which cannot change what the value means, as the parser gives no shape to a
    /// declaration whose value names anything it could declare.
    ///
    /// A copy (`StatementShape.isCopy`) has another's tree, name and value included; its own
    /// name and name's place are in its shape. Checked afresh, it is parsed again from its text.
    private func runShapedDeclaration(
        _ statement: Statement, shape: StatementShape, in source: SourceText, options: Options,
        restoring snapshot: Checker.Snapshot
    ) -> Diagnostic? {
        // What it declares is its shape's: the tree is taken apart only to check the value.
        guard let declared = shape.declared else { preconditionFailure("a plain declaration's shape names what it declares") }
        let cached = cachedStatement(for: shape)
        let initializer: Checked
        if let cached, let kept = cached.declaredValue {
            statementCacheHits &+= 1
            cached.slots.values = shape.literals
            initializer = kept
        } else {
            if shape.isCopy {
                // Its own tree, whose shape (the same template and literals) is no copy's.
                let own = reparsed(statement)
                guard let ownShape = own.shape, !ownShape.isCopy else { preconditionFailure("a reparsed statement is its own") }
                return runShapedDeclaration(own, shape: ownShape, in: source, options: options, restoring: snapshot)
            }
            guard case .variable(let declaration) = statement.kind, let value = declaration.initializer else {
                preconditionFailure("a plain declaration has a value")
            }
            let revision = checker.cacheRevision
            let recorder = LiteralRecorder(shape: shape, at: statement.location)
            checker.literalRecorder = recorder
            defer { checker.literalRecorder = nil }
            do {
                // `let y = x` with `x: Int!`: `y` is an `Int?` (see `Checker+ImplicitlyUnwrapped`).
                checker.keepsOptional(value)
                initializer = try checker.checkValue(value)
            } catch {
                checker.restore(snapshot)
                lastFailureWasChecking = true
                return diagnostic(for: error, in: statement)
            }
            checker.literalRecorder = nil
            // Kept only when checking it changed nothing (a library type's first use).
            if checker.cacheRevision == revision {
                keep(nil, declaredValue: initializer, statement, shape: shape, recorder: recorder, revision: revision)
            }
        }
        let before = checker.cacheRevision
        let failure: Diagnostic?
        do {
            var step = try TopLevelStatement.declaring(declared, value: initializer, checker: checker, echoes: !options.quiet)
            lastFailureWasChecking = false
            // The declaration was the only change: what the shape keeps still holds after it.
            if let kept = shape.template.cached.map({ unsafeDowncast($0, to: ShapeEntries.self) }),
                kept.checker === checker, kept.revision == before
            {
                kept.revision = checker.cacheRevision
            }
            failure = execute(&step, statement, in: source, options: options, restoring: snapshot)
        } catch {
            checker.restore(snapshot)
            lastFailureWasChecking = true
            failure = diagnostic(for: error, in: statement)
        }
        guard let cached, let failure else { return failure }
        return cached.relocated(failure, to: statement, template: shape.template)
    }

    /// `statement`'s own tree, where the parser gave it another's (`StatementShape.isCopy`).
    private func reparsed(_ statement: Statement) -> Statement {
        guard let reparse = reparseStatement else { preconditionFailure("a copied statement outside a parse's stream") }
        return reparse(statement)
    }

    func checkAndExecute(
        _ statement: Statement, in source: SourceText, options: Options, restoring snapshot: Checker.Snapshot
    ) -> Diagnostic? {
        switch check(statement, restoring: snapshot) {
        case .success(var step): execute(&step, statement, in: source, options: options, restoring: snapshot)
        case .failure(let diagnostic): diagnostic
        }
    }

    /// Checks `statement` into a step to run; a failure undoes what checking declared.
    private func check(_ statement: Statement, restoring snapshot: Checker.Snapshot) -> Result<TopLevelStatement, Diagnostic> {
        do {
            let step = try TopLevelStatement(statement, checker: checker)
            lastFailureWasChecking = false
            return .success(step)
        } catch {
            checker.restore(snapshot)
            lastFailureWasChecking = true
            return .failure(diagnostic(for: error, in: statement))
        }
    }

    /// Runs a checked statement: its writes are logged (when a report or a watch needs
    /// them), its dependents re-evaluated, and its echo and report written. Each step is a
    /// function of its own below; what one statement says (its echo, its report) is made as
    /// values and written here, in the order Swift's output would have it.
    /// The step is the caller's, run in place: passed by value, it was copied and the copy
    /// destroyed for every statement.
    private func execute(
        _ step: inout TopLevelStatement, _ statement: Statement, in source: SourceText, options: Options,
        restoring snapshot: Checker.Snapshot
    ) -> Diagnostic? {
        // Held once here: each read of a stored reference retains and releases it again.
        let graph = dependencies, execution = execution
        lastReport = nil
        logWrites(to: graph, options: options)
        defer {
            execution.writeLog = nil
            graph.log.clear()
        }
        do {
            execution.beginStatement()
            try viewHosts.hearingStatement { try step.run(execution) }
            try viewHosts.statementRan()
            // The echo reads what was declared (a binding's getter may trap): it is part of
            // the statement, so it comes before anything is registered or committed.
            let echo = try echo(of: &step, at: statement.location, quiet: options.quiet, width: options.width)
            let wrote = !graph.log.isEmpty || execution.wroteIgnoredValue
            var changes = graph.propagate(in: execution, evaluatesAll: !options.quiet) { source.statement(statement) }
            if options.recordsHistory {
                lastWrites = HistoryEffect(
                    changed: changes.compactMap { $0.changed ? $0.dependent.name : nil }, wrote: wrote || !execution.journal.isEmpty)
            }
            registerDeclared(by: step, statement, in: source, graph: graph, options: options)
            execution.journal.commit()
            if let echo { writeStandardOutput(Self.styled(echo: echo, style(options.style))) }
            // The report is made from the old values the statement's writes kept; then they go,
            // so an object only they kept alive ends now and its deinit runs as a part of this
            // statement (printing before the report, as the statement's own prints do), not
            // after the next statement.
            // A write only a mounted view saw is the view's report's to tell, not a "no change".
            let viewsTell = changes.isEmpty && viewHosts.hasReports
            // What the statement's report says it changed, the views' report does not say again.
            let reportedNames = viewHosts.hasReports ? Set(changes.compactMap { $0.changed ? $0.dependent.name : nil }) : []
            let report = wrote && !viewsTell && !options.quiet && options.formatsReports
                ? report(of: changes, in: graph, options: options) : nil
            changes = []
            graph.log.clear()
            let deinitFailure = runDeinitializers(after: statement)
            if let report {
                lastReport = report
                if let pageService, pageService.isServing { notePageReport(report) }
                writeStandardOutput(report.text(style: style(options.style)))
            }
            writeViewReports(options: options, leavingOut: reportedNames, statement: viewCommandStatement ?? source.statement(statement))
            return deinitFailure
        } catch {
            execution.journal.rollBack(in: execution)
            checker.restore(snapshot)
            execution.discardPendingDeinitializers()
            viewHosts.discardReports()
            return diagnostic(for: error, in: statement)
        }
    }

    /// Logs the statement's writes when something will see them: a report (not quiet), or a
    /// watch, which is kept up to date even in a quiet run. Dependents left behind by a quiet
    /// run are brought up to date first.
    @inline(__always)
    private func logWrites(to graph: DependencyGraph, options: Options) {
        let tracksWrites = !graph.isEmpty && (!options.quiet || graph.watchCount > 0)
        if !options.quiet {
            graph.refreshStale(in: execution)
        } else if !tracksWrites, !graph.isEmpty {
            // Nothing will see this run's writes: the dependents are brought up to date before
            // the next statement that reports (a session's runs are normally all one or the other).
            graph.markEverythingStale()
        }
        execution.writeLog = tracksWrites ? graph.log : nil
        execution.wroteIgnoredValue = false
    }

    /// What the statement echoes (`x: Int = 1`), nil when quiet; an expression's value is
    /// also kept as the next `$R` name. The step lets go of its result either way, so that an
    /// object only it kept alive ends with the statement.
    @inline(__always)
    private func echo(of step: inout TopLevelStatement, at location: SourceLocation, quiet: Bool, width: Int) throws -> String? {
        var counter = resultCounter
        let echo = quiet ? nil : try step.echo(execution, counter: &counter, width: width)
        if counter != resultCounter, let (value, type) = step.echoedResult {
            declareResult(named: "$R\(resultCounter)", value, type, at: location)
        }
        resultCounter = counter
        step.forgetResult()
        return echo
    }

    /// Makes what the statement declared a dependent, when it is one (a State, a binding, a
    /// followed value).
    @inline(__always)
    private func registerDeclared(
        by step: TopLevelStatement, _ statement: Statement, in source: SourceText, graph: DependencyGraph, options: Options
    ) {
        // A plain declaration's variable has its name and place (no copy of the tree's).
        // Registered from each branch: an optional tuple of the three, made to be
        // registered once, was copied and destroyed for every line.
        func register(_ name: String, at location: SourceLocation, declared variable: Variable?) {
            graph.defersEvaluation = options.quiet
            defer { graph.defersEvaluation = false }
            registerDeclaration(named: name, at: location, declared: variable, source: source.statement(statement))
        }
        if let variable = step.declaredVariable {
            register(variable.name, at: step.declaredNameLocation, declared: variable)
        } else if case .variable(let declaration) = statement.kind {
            register(declaration.name, at: declaration.nameLocation, declared: nil)
        }
    }

    /// The statement's report, made now: the old values are rebuilt from its writes, which
    /// are forgotten once it is over.
    private func report(of changes: [DependencyGraph.Change], in graph: DependencyGraph, options: Options) -> ChangeReport {
        ChangeReport(
            changes: changes, verbose: graph.verbose, printer: ValuePrinter(execution: execution),
            mode: reportMode, width: reportsWithoutWidth ? nil : options.width)
    }

    /// Once a statement committed, what it overwrote is gone: the `deinit`s of the objects
    /// that ended run now, as a part of the statement (their writes committed with it). One
    /// that traps fails the statement there; what it wrote is undone and the bodies still
    /// pending are dropped, as the compiled program would stop.
    private func runDeinitializers(after statement: Statement) -> Diagnostic? {
        do {
            try execution.runPendingDeinitializers()
            execution.journal.commit()
            return nil
        } catch {
            execution.journal.rollBack(in: execution)
            execution.discardPendingDeinitializers()
            return diagnostic(for: error, in: statement)
        }
    }

    /// An echoed result's name (`$R0`) becomes a constant of the session, as in the Swift REPL.
    private func declareResult(named name: String, _ value: Value, _ type: SessionType, at location: SourceLocation) {
        let variable = checker.declareResult(named: name, type: type, at: location)
        let box = Box(value)
        execution.frame.store(box, at: variable.slot)
        dependencies.name(box, name)
    }

    /// `name: Type = value` with the value coloured.
    private static func styled(echo: String, _ style: TextStyle) -> String {
        guard style.isEnabled, let separator = echo.firstRange(of: " = ") else { return echo }
        let value = echo[separator.upperBound...].dropLast()
        return echo[..<separator.upperBound] + style.value(String(value)) + "\n"
    }

    private func diagnostic(for error: Error, in statement: Statement) -> Diagnostic {
        diagnostic(for: error, at: statement.location)
    }

    /// `error` as reported, placed where it happened, else at `location`.
    func diagnostic(for error: Error, at location: SourceLocation) -> Diagnostic {
        switch error {
        case let diagnostic as Diagnostic: diagnostic
        case let runtimeError as RuntimeError: Diagnostic(runtimeError.message, at: runtimeError.location ?? location)
        case let thrown as ThrownError: Diagnostic(thrown.uncaughtMessage(in: execution), at: location)
        default: Diagnostic("\(error)", at: location)
        }
    }
}

/// A statement checked once, to be run many times: what the propagation benchmarks time.
/// Valid while the names it uses keep their declarations (assignments and expressions only).
package struct PreparedStatement {
    fileprivate let step: TopLevelStatement
    fileprivate let statement: Statement
    fileprivate let source: SourceText
}

extension Session {
    package struct PreparationError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Checks `source`, one statement that declares nothing, for `run(_:options:)`.
    package func prepare(_ source: String) throws -> PreparedStatement {
        guard case .complete(let statements) = SessionParser.parse(source), statements.count == 1,
            let statement = statements.first
        else { throw PreparationError(description: "not one complete statement: \(source)") }
        switch statement.kind {
        case .expression, .assignment, .ifStatement, .forIn: break
        default: throw PreparationError(description: "only statements that declare nothing can be prepared")
        }
        let step = try TopLevelStatement(statement, checker: checker)
        return PreparedStatement(step: step, statement: statement, source: SourceText(source, fileName: "<prepared>"))
    }

    /// Runs a prepared statement as `run` would; returns whether it succeeded.
    @discardableResult
    package func run(_ prepared: PreparedStatement, options: Options = Options()) -> Bool {
        var step = prepared.step
        let failure = execute(
            &step, prepared.statement, in: prepared.source, options: options, restoring: checker.snapshot())
        if let failure { report(failure, source: prepared.source.text, fileName: "<prepared>") }
        return failure == nil
    }
}
