import BindscopeLanguage

/// The commands a session understands besides Swift: `:watch`, `:unwatch`, `:deps`,
/// `:dependents`, `:why`, `:set`, `:model`, `:help`. What they print is what was asked for,
/// so it is printed in quiet mode too (except a new watch's echo).
extension Session {
    /// The `:help` list, from the one table of commands (`CommandKind.info`).
    static var commandHelp: String {
        let width = CommandKind.allCases.map(\.info.usage.count).max() ?? 0
        return CommandKind.allCases.map { $0.info.usage + String(repeating: " ", count: width + 2 - $0.info.usage.count) + $0.info.summary }
            .joined(separator: "\n") + "\n"
    }

    func runCommand(_ command: Command, statement: Statement, in source: SourceText, options: Options) -> Diagnostic? {
        // What dependents read may be out of date after quiet runs; the answers must not be.
        if command.kind == .deps || command.kind == .dependents { dependencies.refreshStale(in: execution) }
        do {
            guard let kind = command.kind else {
                var message = "unknown command ':\(command.name)'"
                if let suggestion = Suggestions.nearest(to: command.name, among: CommandKind.allCases.map(\.name)) {
                    message += "; did you mean ':\(suggestion)'?"
                } else {
                    message += "; ':help' lists the commands"
                }
                throw Diagnostic(message, at: command.nameLocation)
            }
            switch (kind, command.argument) {
            case (.watch, .watch(let name, let nameLocation, let expression)):
                try watch(name, at: nameLocation, expression, statement: source.statement(statement), quiet: options.quiet)
            case (.unwatch, .text(let name, let location)):
                try unwatch(try requireName(name, kind, at: location), at: location)
            case (.deps, .text(let name, let location)):
                writeStandardOutput(try dependencies(of: try requireName(name, kind, at: location), at: location))
            case (.dependents, .text(let name, let location)):
                writeStandardOutput(try readers(of: try requireName(name, kind, at: location), at: location))
            case (.why, .text(let name, let location)):
                writeStandardOutput(try why(try requireName(name, kind, at: location), at: location))
            case (.explain, .expression(let expression)):
                writeStandardOutput(try explain(expression))
            case (.explain, .text(_, let location)):
                throw Diagnostic("expected a name or an expression: '\(kind.info.usage)'", at: location)
            case (.set, .text(let setting, let location)):
                try set(setting, at: location)
            case (.model, _):
                writeStandardOutput(modelDescription())
            case (.help, .text(let topic, let location)):
                writeStandardOutput(try help(topic, at: location))
            case (.states, .text(let names, let location)):
                writeStandardOutput(try statesDescription(names, at: location))
            case (.type, .expression(let expression)):
                // Checked, never run: what the compiler would say the expression's type is.
                let snapshot = checker.snapshot()
                defer { checker.restore(snapshot) }
                let type = try checker.checkValue(expression).type
                writeStandardOutput("\(source.rest(of: expression.location)): \(type.displayName)\n")
            case (.type, .text(_, let location)):
                throw Diagnostic("expected an expression: '\(kind.info.usage)'", at: location)
            case (.resume, _):
                throw Diagnostic(":resume goes back to a script stepped with --step; there is none here", at: command.nameLocation)
            case (.quit, _), (.reset, _):
                // The prompt acts on these before a statement reaches the session.
                throw Diagnostic(":\(command.name) is a command of the interactive prompt", at: command.nameLocation)
            default:
                preconditionFailure("the parser gives :\(command.name) its own kind of argument")
            }
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        } catch let error as RuntimeError {
            return Diagnostic(error.message, at: error.location ?? statement.location)
        } catch {
            return Diagnostic("\(error)", at: statement.location)
        }
    }

    private func requireName(_ text: String, _ command: CommandKind, at location: SourceLocation) throws -> String {
        let usage = command.info.usage
        guard !text.isEmpty else { throw Diagnostic("expected a name: '\(usage)'", at: location) }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else {
            throw Diagnostic("expected a single name: '\(usage)'", at: location)
        }
        return text
    }

    // MARK: :watch, :unwatch

    private func watch(
        _ name: String, at location: SourceLocation, _ expression: Expression, statement: StatementSource, quiet: Bool
    ) throws {
        let snapshot = checker.snapshot()
        do {
            checker.referencedWatches = []
            defer { checker.referencedWatches = nil }
            let checked = try checker.checkValue(expression)
            let namedWatches = checker.referencedWatches ?? []
            switch checked.type {
            case .void:
                throw Diagnostic("a watch needs a value; this expression is of type '()'", at: expression.location)
            case .binding, .state:
                // Making a Binding or a State reads nothing, so such a watch would never change.
                throw Diagnostic(
                    "a watch of a '\(checked.type.displayName)' would never change; watch its wrappedValue, or declare it with 'let' to follow it as a binding",
                    at: expression.location)
            default:
                break
            }
            let variable = try checker.declareVariable(name, type: checked.type, isConstant: true, at: location)
            // A class instance is compared by its text, printed while its reads are recorded.
            let printsText = checked.type.isClassInstance || checked.type.unwrappedOnce.isClassInstance
            let printer = ValuePrinter(execution: execution)
            let (outcome, reads) = execution.recordingReads { () throws -> (Value, String?) in
                let value = try checked.evaluate(execution)
                return (value, printsText ? try printer.reflect(value, as: checked.type) : nil)
            }
            let (value, text) = try outcome.get()
            execution.journal.commit()
            let cache = Box(value)
            execution.frame.store(cache, at: variable.slot)
            dependencies.name(cache, name)
            let watch = dependencies.add(
                name: name, kind: .watch(cache: cache, evaluate: checked.evaluate), valueType: checked.type,
                declaration: statement,
                evaluation: DependencyGraph.Evaluation(status: .value(value), reads: reads, text: text), in: execution)
            watch.namedWatches = namedWatches
            variable.watch = watch
            if !quiet {
                let printed = try ValuePrinter(execution: execution).reflect(value, as: checked.type)
                writeStandardOutput("\(name): \(checked.type.displayName) = \(printed)\n")
            }
        } catch {
            execution.journal.rollBack(in: execution)
            checker.restore(snapshot)
            throw error
        }
    }

    private func unwatch(_ name: String, at location: SourceLocation) throws {
        guard let watch = dependencies.dependent(named: name), watch.isWatch else {
            throw unknownDependent(name, at: location, watchesOnly: true)
        }
        // Whoever names it, even on a branch not taken yet, or reads it (a binding's getter).
        let readers = dependencies.dependents.filter { reader in
            guard reader !== watch else { return false }
            if reader.namedWatches.contains(where: { $0 === watch }) { return true }
            return reader.registrations.contains { registration in
                if case .watch(let cache, _) = watch.kind { return registration.box === cache }
                return false
            }
        }
        if !readers.isEmpty {
            let names = readers.map { "'\($0.name)'" }.joined(separator: ", ")
            throw Diagnostic("cannot unwatch '\(name)': \(names) read\(readers.count == 1 ? "s" : "") it", at: location)
        }
        dependencies.remove(watch)
        // Unless the prompt has since redeclared the name: the live one stays.
        if case .variable(let variable)? = checker.sessionScope.entries[name], variable.watch === watch {
            checker.sessionScope.remove(name)
        }
    }

    private func unknownDependent(_ name: String, at location: SourceLocation, watchesOnly: Bool) -> Diagnostic {
        let candidates = dependencies.dependents.filter { !watchesOnly || $0.isWatch }.map(\.name)
        let what = watchesOnly ? "no watch" : "no State, binding or watch"
        var message = "\(what) named '\(name)'"
        if let suggestion = Suggestions.nearest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return Diagnostic(message, at: location)
    }

    // MARK: :deps, :dependents, :why

    private func dependencies(of name: String, at location: SourceLocation) throws -> String {
        guard let dependent = dependencies.dependent(named: name) else {
            throw unknownDependent(name, at: location, watchesOnly: false)
        }
        let label = "\(name) (\(dependent.kindDescription))"
        if case .state = dependent.kind { return "\(label) reads only its own storage\n" }
        // A binding's own variable is where it is, not what it depends on: leave it out.
        let own: Box? =
            switch dependent.kind {
            case .binding(let holder), .followed(let holder, _, _): holder
            default: nil
            }
        let paths = dependent.registrations.filter { $0.box !== own }.compactMap(dependencies.displayPath)
        if paths.isEmpty { return "\(label) reads nothing that can change\n" }
        return "\(label) reads \(paths.joined(separator: ", "))\n"
    }

    private func readers(of name: String, at location: SourceLocation) throws -> String {
        let graph = dependencies
        var boxes: [Box] = []
        var target: (box: Box, path: [TrackStep])?
        let subject = graph.dependent(named: name)
        switch subject?.kind {
        case .state(let backing)?:
            boxes = [backing]
            if case .state(let storage) = backing.value { boxes.append(storage) }
        case .binding(let holder)?:
            boxes = [holder]
            if case .binding(let binding) = holder.value, case .storage(let box) = binding.source {
                target = (box, trackSteps(binding.steps))
            }
        case .watch(let cache, _)?:
            boxes = [cache]
        case .followed(let holder, _, _)?:
            // The variable, and the object it holds: an alias's reads reach it there.
            boxes = [holder]
            if case .object(let storage) = holder.value { boxes.append(storage) }
        case nil:
            guard let box = graph.box(named: name) else {
                var message = "cannot find '\(name)' in scope"
                if let suggestion = Suggestions.nearest(to: name, among: checker.sessionScope.visibleNames) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw Diagnostic(message, at: location)
            }
            boxes = [box]
        }
        // What reads the name itself, and, for a binding into storage, what a write through
        // it reaches: the dependents that read its path, above or below it (a State is
        // reached as a whole, whatever it read).
        var readers: [String] = []
        var reached: [String] = []
        for reader in graph.dependents where reader !== subject {
            let direct = reader.registrations.filter { registration in boxes.contains { $0 === registration.box } }
                .compactMap(graph.displayPath)
            if !direct.isEmpty {
                readers.append("  \(reader.name) (\(reader.kindDescription)) reads \(direct.joined(separator: ", "))")
            }
            guard let target else { continue }
            let through = reader.registrations.filter { registration in
                guard registration.box === target.box else { return false }
                // Related to the binding's path: one is a prefix of the other.
                let shorter = min(registration.path.count, target.path.count)
                return registration.path.prefix(shorter) == target.path.prefix(shorter)
            }.compactMap(graph.displayPath)
            if through.isEmpty { continue }
            if case .state = reader.kind {
                reached.append("  \(reader.name) (\(reader.kindDescription))")
            } else {
                reached.append("  \(reader.name) (\(reader.kindDescription)), which reads \(through.joined(separator: ", "))")
            }
        }
        var text = readers.isEmpty ? "nothing reads \(name)\n" : "\(name) is read by:\n" + readers.joined(separator: "\n") + "\n"
        if target != nil {
            text += reached.isEmpty
                ? "a write through \(name) reaches nothing else\n"
                : "a write through \(name) reaches:\n" + reached.joined(separator: "\n") + "\n"
        }
        return text
    }

    private func why(_ name: String, at location: SourceLocation) throws -> String {
        guard let dependent = dependencies.dependent(named: name) else {
            throw unknownDependent(name, at: location, watchesOnly: false)
        }
        guard let cause = dependent.lastChange else {
            return "\(name) has not changed since it was declared (\(dependent.declaration.description))\n"
        }
        return "\(name) last changed in \(cause.statement.description)\n  \(cause.trigger.description)\n"
    }

    // MARK: :help, :states

    private func help(_ topic: String, at location: SourceLocation) throws -> String {
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if name.isEmpty { return Session.commandHelp }
        guard let command = CommandKind(named: name) else {
            var message = "no command named ':\(name)'"
            if let suggestion = Suggestions.nearest(to: name, among: CommandKind.allCases.map(\.name)) {
                message += "; did you mean ':\(suggestion)'?"
            }
            throw Diagnostic(message, at: location)
        }
        let info = command.info
        return "\(info.usage)\n  \(info.summary)\n\n\(info.details)\n"
    }

    /// Every session-level name in declaration order, as `name  kind  Type = value`.
    /// `:states NAME…`: every session-level name in declaration order, as `name  kind  Type =
    /// value`, or only the names given (aligned as in the whole list); an unknown one is an
    /// error that suggests.
    func statesDescription(_ filter: String, at location: SourceLocation) throws -> String {
        let rows = stateRows()
        guard !rows.isEmpty || !filter.isEmpty else { return "no names declared yet\n" }
        let nameWidth = rows.map(\.name.count).max() ?? 0, kindWidth = rows.map(\.kind.count).max() ?? 0
        var shown = rows
        let names = filter.split(separator: " ").map(String.init)
        if !names.isEmpty {
            shown = try names.map { name in
                guard let row = rows.first(where: { $0.name == name }) else {
                    var message = "no session name '\(name)'"
                    if let suggestion = Suggestions.nearest(to: name, among: rows.map(\.name)) {
                        message += "; did you mean '\(suggestion)'?"
                    }
                    throw Diagnostic(message, at: location)
                }
                return row
            }
        }
        return shown.map { row in
            row.name + String(repeating: " ", count: nameWidth - row.name.count + 2) + row.kind
                + String(repeating: " ", count: kindWidth - row.kind.count + 2) + "\(row.type) = \(row.value)"
        }.joined(separator: "\n") + "\n"
    }

    /// Every session-level name with its kind, type and value now, sorted by name.
    private func stateRows() -> [(name: String, kind: String, type: String, value: String)] {
        let printer = ValuePrinter(execution: execution)
        var rows: [(name: String, kind: String, type: String, value: String)] = []
        for (name, entry) in checker.sessionScope.entries {
            guard case .variable(let variable) = entry else {
                if case .wrappedValue(let backing, let valueType) = entry {
                    let box = execution.frame.locals[backing.slot]
                    let value: String
                    switch box.value {
                    case .state(let storage): value = (try? printer.reflect(storage.value, as: valueType)) ?? "?"
                    case .binding(let binding):
                        value = (try? binding.read(in: execution)).flatMap { try? printer.reflect($0, as: valueType) } ?? "broken"
                    case .void: value = "uninitialized"
                    default: value = wrappedDescription(name)
                    }
                    let kind = "@\(backing.type.propertyWrapperAttribute ?? backing.type.displayName) var"
                    rows.append((name, kind, valueType.displayName, value))
                }
                continue
            }
            guard variable.owner === checker.sessionFunction, !name.hasPrefix("_"),
                variable.slot < execution.frame.locals.count
            else { continue }
            let kind = variable.watch != nil ? "watch" : variable.isConstant ? "let" : "var"
            let box = execution.frame.locals[variable.slot]
            let value = variable.isInitialized ? ((try? printer.reflect(box.value, as: variable.type)) ?? "?") : "uninitialized"
            rows.append((name, kind, variable.type.displayName, value))
        }
        return rows.sorted { $0.name < $1.name }
    }

    /// The value of `@W var name` now, as its dependent prints it.
    private func wrappedDescription(_ name: String) -> String {
        guard let dependent = dependencies.dependent(named: name), case .followed = dependent.kind else { return "?" }
        return ChangeReport.describe(dependencies.evaluate(dependent, in: execution).status, as: dependent.valueType, ValuePrinter(execution: execution))
    }

    // MARK: :set

    private func set(_ setting: String, at location: SourceLocation) throws {
        let words = setting.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.first == "verbose", words.count <= 2 else {
            throw Diagnostic("unknown setting '\(setting)'; the setting is 'verbose [on|off]'", at: location)
        }
        switch words.dropFirst().first {
        case nil, "on": dependencies.verbose = true
        case "off": dependencies.verbose = false
        case let other?:
            throw Diagnostic("expected 'on' or 'off' after 'verbose', found '\(other)'", at: location)
        }
    }
}
