import BindscopeLanguage
import BindscopeRuntime

extension Session {
    /// Where a run's statements come from: all of them, parsed before the run (a text, an
    /// entry), or a stream parsed while they run (a script file, a long text), read ahead only
    /// when the run needs a type declared further down. One loop runs both (`runStatements`).
    struct StatementSupply {
        /// Statements parsed and not yet run, from `start`: all of a parsed text's, or what
        /// was read ahead of a stream.
        private var buffer: [Statement]
        private var start = 0
        private let stream: StatementStream?
        /// Called with each statement taken from the stream (its text notes where the one
        /// before it ends).
        private let taken: ((Statement) -> Void)?

        init(parsed statements: [Statement]) {
            buffer = statements
            stream = nil
            taken = nil
        }

        init(stream: StatementStream, taken: ((Statement) -> Void)?) {
            buffer = []
            self.stream = stream
            self.taken = taken
        }

        /// The next statement to run, moved out of the buffer (a copy would retain its tree
        /// and shape again: it is let go of once it ran, not with the rest of the run).
        mutating func next() -> Statement? {
            if start < buffer.count {
                defer { start += 1 }
                return buffer.take(at: start)
            }
            // What was read ahead is let go of once run.
            if !buffer.isEmpty {
                buffer = []
                start = 0
            }
            return fromStream()
        }

        /// Every statement not yet run, the stream read to its end.
        mutating func rest() -> ArraySlice<Statement> {
            while let statement = fromStream() { buffer.append(statement) }
            return buffer[start...]
        }

        /// The statements not yet run, the stream read until a statement that is no type
        /// declaration starts below `line` (a nested type comes before the type it is nested in).
        mutating func rest(past line: Int) -> ArraySlice<Statement> {
            while let statement = fromStream() {
                buffer.append(statement)
                if statement.location.line > line, !Session.isFileScopeType(statement) { break }
            }
            return buffer[start...]
        }

        /// Where the next statement starts, when it has been parsed.
        var nextLocation: SourceLocation? { start < buffer.count ? buffer[start].location : nil }

        /// Whether every statement to come is known to parse: always for a parsed text.
        var parseSucceeded: Bool { stream?.isFinishedSuccessfully ?? true }

        private func fromStream() -> Statement? {
            guard let statement = stream?.nextStatement() else { return nil }
            taken?(statement)
            return statement
        }
    }

    /// Runs the statements of `supply`, from `text`: each checked, then run, a failing one
    /// reported (nothing after it runs unless `keepGoing`). Type declarations are declared a
    /// run of them at a time, before the statement after them; with `hoistingThrough` (the
    /// last line that may declare a file-scope type), every file-scope type first, as Swift
    /// declares a file's types before anything in it runs. Ends the program (its
    /// `deinit`s) when everything succeeded. Returns whether it did.
    func runStatements(
        _ supply: inout StatementSupply, from text: SourceText, hoistingThrough lastTypeLine: Int?, options: Options
    ) -> Bool {
        // `#file` in what runs now is this text's name (restored for an outer run, `:load`).
        let outerFileName = checker.sourceFileName
        checker.sourceFileName = text.fileName
        defer { checker.sourceFileName = outerFileName }
        var succeeded = true
        var types: [Statement] = []
        var hoisted: Set<SourceLocation> = []
        func fail(_ failure: Diagnostic) {
            report(failure, source: text.text, fileName: text.fileName, style: options.style)
            succeeded = false
        }
        /// Declares the pending run of type declarations, found before `current`; false when
        /// the run must stop.
        func declareTypes(before current: Statement?) -> Bool {
            // Before most statements there is none.
            if types.isEmpty { return true }
            defer { types = [] }
            var failures = runTypeDeclarations(types, in: text, options: options)
            if !failures.isEmpty,
                declareLaterTypes((current.map { [$0] } ?? []) + supply.rest(), hoisted: &hoisted, in: text, options: options)
            {
                failures = runTypeDeclarations(failures.map(\.0), in: text, options: options)
            }
            for (_, failure) in failures {
                fail(failure)
                if !options.keepGoing { return false }
            }
            return true
        }
        var hoistingFailures: [SourceLocation: Diagnostic] = [:]
        if let lastTypeLine {
            let all = supply.rest(past: lastTypeLine)
            hoistingFailures = declareFileScopeTypes(all, in: text, options: options)
            hoisted.formUnion(all.filter(Session.isFileScopeType).map(\.location))
        }
        while let statement = supply.next() {
            // Each statement of a script is a step of its own.
            if runDepth == 1, !options.isInteractive { history.stepBegins = true }
            if heldOutput != nil, supply.parseSucceeded { releaseHeldOutput() }
            if options.echoesStatements {
                writeStandardOutput(text.echo(of: statement, before: supply.nextLocation, style: style(options.style)))
            }
            // An expression or an assignment (a statement with a shape) is no type to hoist.
            let mayBeHoisted = statement.shape == nil
            if mayBeHoisted, let failure = hoistingFailures[statement.location] {
                guard declareTypes(before: statement) else { return false }
                fail(failure)
                if !options.keepGoing { return false }
                continue
            }
            if mayBeHoisted, hoisted.contains(statement.location) { continue }
            if statement.declaresType {
                types.append(statement)
                continue
            }
            guard declareTypes(before: statement) else { return false }
            var failure = runTopLevel(statement, in: text, options: options)
            if failure != nil, lastFailureWasChecking, declareLaterTypes(supply.rest(), hoisted: &hoisted, in: text, options: options) {
                failure = runTopLevel(statement, in: text, options: options)
            }
            if let failure {
                fail(failure)
                if !options.keepGoing { return false }
            }
            // `:quit`: nothing after it runs, and the program does not end as a file's does.
            if hasQuit { return succeeded }
        }
        _ = declareTypes(before: nil)
        if succeeded, options.hoistsTypeDeclarations, !options.keepsRunning, let failure = endProgram() {
            fail(failure)
        }
        return succeeded
    }
}
