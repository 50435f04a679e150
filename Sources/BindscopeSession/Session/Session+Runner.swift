import BindscopeCompiler
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
        /// File-scope types that failed where they stand while a top-level variable or
        /// function is declared below them, which their members may use (Swift declares a
        /// file's globals before anything runs): tried again after each such declaration.
        var waiting: [(Statement, Diagnostic)] = []
        func fail(_ failure: Diagnostic) {
            report(failure, source: text.text, fileName: text.fileName, style: options.style)
            succeeded = false
        }
        /// Reports the types still waiting, as failed; false when the run must stop.
        func reportWaiting() -> Bool {
            defer { waiting = [] }
            for (_, failure) in waiting.sorted(by: { $0.0.location < $1.0.location }) {
                fail(failure)
                if !options.keepGoing { return false }
            }
            return true
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
            redeclareSubclasses(of: types, failed: failures, among: fileTypes, in: text, options: options)
            if !failures.isEmpty, options.hoistsTypeDeclarations {
                let below = Set(((current.map { [$0] } ?? []) + supply.rest()).flatMap(Session.declaredGlobals))
                let (later, failed) = failures.partitioned { Session.missingName(in: $0.1).map(below.contains) == true }
                waiting += later
                failures = failed
            }
            for (_, failure) in failures {
                fail(failure)
                if !options.keepGoing { return false }
            }
            return true
        }
        var hoistingFailures: [SourceLocation: Diagnostic] = [:]
        /// The file's file-scope types (see `redeclareSubclasses`).
        var fileTypes: [Statement] = []
        if let lastTypeLine {
            keptForwardClasses = [:]
            let all = supply.rest(past: lastTypeLine)
            fileTypes = all.filter(Session.isFileScopeType)
            // A type that says `Equatable` may have its `==` anywhere below: read the rest then.
            let mayUseGlobalEquality = all.contains(where: Checker.declaresEquatable)
            checker.fileScopeEqualityTypes = Checker.globalEqualityTypes(in: mayUseGlobalEquality ? supply.rest() : all)
            hoistingFailures = declareFileScopeTypes(all, in: text, options: options)
            hoisted.formUnion(all.filter(Session.isFileScopeType).map(\.location))
        }
        while let statement = supply.next() {
            // Each statement of a script is a step of its own.
            if runDepth == 1, !options.isInteractive {
                history.stepBegins = true
                // A served script shows each statement's changes as it runs, not all at the end.
                forgetPageChanges()
            }
            if heldOutput != nil, supply.parseSucceeded { releaseHeldOutput() }
            if options.echoesStatements {
                writeStandardOutput(text.echo(of: statement, before: supply.nextLocation, style: style(options.style)))
            }
            // An expression or an assignment (a statement with a shape) is no type to hoist.
            let mayBeHoisted = statement.shape == nil
            if mayBeHoisted, let failure = hoistingFailures[statement.location], Session.missingName(in: failure) == nil {
                // Only a name not found may be a global declared above it, worth a second try.
                guard declareTypes(before: statement) else { return false }
                fail(failure)
                if !options.keepGoing { return false }
                continue
            }
            if mayBeHoisted, hoistingFailures.removeValue(forKey: statement.location) != nil {
                // It failed before anything ran: it is declared again where it stands, when
                // the top-level variables above it, which its members may use, are declared.
                types.append(statement)
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
            if runDepth == 1, !options.isInteractive { pageStatementDidRun() }
            /// Whether a function failed for a global declared below, or a type waiting for one.
            func waits(_ failure: Diagnostic) -> Bool {
                options.hoistsTypeDeclarations
                    && (Session.waitsForGlobal(failure, below: supply.rest())
                        || Session.waitsForType(failure, among: waiting.map(\.0) + supply.rest()))
            }
            splitting: if let groupFailure = failure, case .functions(let declarations) = statement.kind, declarations.count > 1,
                options.hoistsTypeDeclarations
            {
                // A run of functions is declared as one (they may call each other); when it
                // fails while a type waits for one of them, or for a name declared later, each
                // is declared on its own, so the type can be (`struct Todo` calling `slugify`
                // above `func slugify…; func makeTodos() -> [Todo]`): until it is, a use of its
                // name may find another (the model's `Todo`), so those that fail wait too.
                let names = Set(declarations.map(\.name))
                let unblocks = waiting.contains { Session.missingName(in: $0.1).map(names.contains) == true }
                guard unblocks || waits(groupFailure) else { break splitting }
                var declaredAny = false
                failure = nil
                for declaration in declarations {
                    let single = Statement(.functions([declaration]), at: declaration.modifierLocations.first ?? declaration.funcLocation)
                    guard let singleFailure = runTopLevel(single, in: text, options: options) else {
                        declaredAny = true
                        continue
                    }
                    if unblocks || waits(singleFailure) {
                        waiting.append((single, singleFailure))
                    } else if failure == nil {
                        failure = singleFailure
                    }
                }
                if failure == nil, declaredAny, !waiting.isEmpty {
                    let retried = waiting.map(\.0)
                    waiting = retryWaiting(waiting, in: text, options: options)
                    redeclareSubclasses(of: retried, failed: waiting, among: fileTypes, in: text, options: options)
                }
                if failure == nil { continue }
            }
            if let failure, case .functions = statement.kind, waits(failure) {
                // `func total() -> Int { count }` above `var count`, or `func make() -> Item`
                // where `Item` waits for one: declared once it is.
                waiting.append((statement, failure))
            } else if let failure {
                guard reportWaiting() else { return false }
                fail(failure)
                if !options.keepGoing { return false }
            } else if !waiting.isEmpty, !Session.declaredGlobals(statement).isEmpty {
                let retried = waiting.map(\.0)
                waiting = retryWaiting(waiting, in: text, options: options)
                redeclareSubclasses(of: retried, failed: waiting, among: fileTypes, in: text, options: options)
            }
            // `:quit`: nothing after it runs, and the program does not end as a file's does.
            if hasQuit { return succeeded }
        }
        _ = declareTypes(before: nil)
        guard reportWaiting() else { return false }
        if succeeded, options.hoistsTypeDeclarations, !options.keepsRunning, let failure = endProgram() {
            fail(failure)
        }
        return succeeded
    }
}

extension Session {
    /// Declares again the types and functions that waited for a global: the types as a run
    /// (each may name the others), then the functions, again while that declares any more
    /// (a type's method calling a function that waited too). Returns those that still fail.
    private func retryWaiting(
        _ waiting: [(Statement, Diagnostic)], in text: SourceText, options: Options
    ) -> [(Statement, Diagnostic)] {
        var remaining = waiting
        while true {
            let types = remaining.filter { $0.0.declaresType || Session.isFileScopeType($0.0) }.map(\.0)
            var failures = types.isEmpty ? [] : runTypeDeclarations(types, in: text, options: options)
            for (statement, _) in remaining where !(statement.declaresType || Session.isFileScopeType(statement)) {
                if let failure = runTopLevel(statement, in: text, options: options) { failures.append((statement, failure)) }
            }
            if failures.isEmpty || failures.count == remaining.count { return failures }
            remaining = failures
        }
    }

    /// Whether `failure` names a global that one of `below` declares.
    static func waitsForGlobal(_ failure: Diagnostic, below: some Sequence<Statement>) -> Bool {
        guard let missing = missingName(in: failure) else { return false }
        return below.contains { declaredGlobals($0).contains(missing) }
    }

    /// Whether `failure` names a type (`cannot find type 'Item' in scope`) that one of
    /// `waiting` (types waiting for a global, and those below) declares.
    static func waitsForType(_ failure: Diagnostic, among waiting: [Statement]) -> Bool {
        let prefix = "cannot find type '"
        guard failure.message.hasPrefix(prefix) else { return false }
        let rest = failure.message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return false }
        let missing = String(rest[..<end])
        return waiting.contains { $0.declaredTypeName == missing }
    }

    /// The top-level variables and functions `statement` declares: globals, which a type
    /// declared above it may use.
    static func declaredGlobals(_ statement: Statement) -> [String] {
        switch statement.kind {
        case .variable(let declaration): [declaration.name]
        case .patternDeclaration(_, let pattern, _): pattern.boundNames.map(\.name)
        case .functions(let declarations): declarations.map(\.name)
        default: []
        }
    }

    /// Declares again the file's classes that inherit from those of `declared` that now
    /// succeeded (and theirs in turn): declared with the file, before their superclass was
    /// (it waited for a global), they copied its tables as they were then.
    func redeclareSubclasses(
        of declared: [Statement], failed: [(Statement, Diagnostic)], among fileTypes: [Statement], in text: SourceText, options: Options
    ) {
        let failedNames = Set(failed.compactMap(\.0.declaredTypeName))
        var parents = Set(declared.compactMap(\.declaredTypeName)).subtracting(failedNames)
        var visited = parents
        while !parents.isEmpty {
            let subclasses = fileTypes.filter { statement in
                guard let parent = Session.superclassName(statement), parents.contains(parent),
                    let name = statement.declaredTypeName, !visited.contains(name)
                else { return false }
                return checker.declared.types[name] != nil
            }
            guard !subclasses.isEmpty else { return }
            for statement in subclasses { checker.declared.types[statement.declaredTypeName!] = nil }
            _ = runTypeDeclarations(subclasses, in: text, options: options)
            parents = Set(subclasses.compactMap(\.declaredTypeName))
            visited.formUnion(parents)
        }
    }

    /// The class a class declaration inherits from, when its inheritance clause starts with one
    /// (a name; whether it is a class or a protocol does not matter here).
    static func superclassName(_ statement: Statement) -> String? {
        guard case .structure(let declaration) = statement.kind, declaration.isClass,
            case .named(let name, _, _)? = declaration.conformances.first
        else { return nil }
        return name
    }

    /// The name a failure says is not in scope (`cannot find 'total' in scope`), if it says so.
    static func missingName(in failure: Diagnostic) -> String? {
        let prefix = "cannot find '"
        guard failure.message.hasPrefix(prefix) else { return nil }
        let rest = failure.message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
        return String(rest[..<end])
    }
}

extension Array {
    /// The elements that satisfy `belongs`, then the others, each in order.
    fileprivate func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var first: [Element] = [], second: [Element] = []
        for element in self {
            if belongs(element) { first.append(element) } else { second.append(element) }
        }
        return (first, second)
    }
}
