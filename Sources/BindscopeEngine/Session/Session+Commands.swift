import BindscopeLanguage

/// The commands a session understands besides Swift: `:watch`, `:unwatch`, `:deps`,
/// `:dependents`, `:why`, `:set`, `:model`, `:help`. What they print is what was asked for,
/// so it is printed in quiet mode too (except a new watch's echo).
extension Session {
    static let commands: [(name: String, usage: String, summary: String)] = [
        ("watch", ":watch NAME = EXPRESSION", "follow an expression: reports show it when it changes"),
        ("unwatch", ":unwatch NAME", "stop following a watch"),
        ("deps", ":deps NAME", "what a State, binding or watch reads, as paths"),
        ("dependents", ":dependents NAME", "what reads a name: the dependents a write to it reaches"),
        ("why", ":why NAME", "which statement and which write last changed a dependent"),
        ("set", ":set verbose [on|off]", "also list the dependents re-evaluated without changing"),
        ("model", ":model", "the sample model's declarations, and `sample` as a tree of paths"),
        ("help", ":help", "this list"),
    ]

    static var commandHelp: String {
        let width = commands.map(\.usage.count).max() ?? 0
        return commands.map { $0.usage + String(repeating: " ", count: width + 2 - $0.usage.count) + $0.summary }
            .joined(separator: "\n") + "\n"
    }

    func runCommand(_ command: Command, statement: Statement, in source: SourceText, options: Options) -> Diagnostic? {
        // What dependents read may be out of date after quiet runs; the answers must not be.
        if ["deps", "dependents"].contains(command.name) { dependencies.refreshStale(in: execution) }
        do {
            switch (command.name, command.argument) {
            case ("watch", .watch(let name, let nameLocation, let expression)):
                try watch(name, at: nameLocation, expression, statement: source.statement(statement), quiet: options.quiet)
            case ("unwatch", .text(let name, let location)):
                try unwatch(try requireName(name, command, at: location), at: location)
            case ("deps", .text(let name, let location)):
                writeStandardOutput(try dependencies(of: try requireName(name, command, at: location), at: location))
            case ("dependents", .text(let name, let location)):
                writeStandardOutput(try readers(of: try requireName(name, command, at: location), at: location))
            case ("why", .text(let name, let location)):
                writeStandardOutput(try why(try requireName(name, command, at: location), at: location))
            case ("set", .text(let setting, let location)):
                try set(setting, at: location)
            case ("model", _):
                writeStandardOutput(modelDescription())
            case ("help", _):
                writeStandardOutput(Session.commandHelp)
            default:
                var message = "unknown command ':\(command.name)'"
                if let suggestion = Suggestions.nearest(to: command.name, among: Session.commands.map(\.name)) {
                    message += "; did you mean ':\(suggestion)'?"
                } else {
                    message += "; ':help' lists the commands"
                }
                throw Diagnostic(message, at: command.nameLocation)
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

    private func requireName(_ text: String, _ command: Command, at location: SourceLocation) throws -> String {
        let usage = Session.commands.first { $0.name == command.name }?.usage ?? ":\(command.name) NAME"
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
            let (outcome, reads) = execution.recordingReads { try checked.evaluate(execution) }
            let value = try outcome.get()
            execution.journal.commit()
            let cache = Box(value)
            execution.frame.store(cache, at: variable.slot)
            dependencies.name(cache, name)
            let watch = dependencies.add(
                name: name, kind: .watch(cache: cache, evaluate: checked.evaluate), valueType: checked.type,
                declaration: statement,
                evaluation: DependencyGraph.Evaluation(status: .value(value), reads: reads), in: execution)
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
        checker.sessionScope.remove(name)
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
        let own: Box? = if case .binding(let holder) = dependent.kind { holder } else { nil }
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
        var lines: [String] = []
        for reader in graph.dependents where reader !== subject {
            let paths = reader.registrations.filter { registration in
                if boxes.contains(where: { $0 === registration.box }) { return true }
                guard let target, registration.box === target.box else { return false }
                // Related to the binding's path: one is a prefix of the other.
                let shorter = min(registration.path.count, target.path.count)
                return registration.path.prefix(shorter) == target.path.prefix(shorter)
            }.compactMap(graph.displayPath)
            if paths.isEmpty { continue }
            lines.append("  \(reader.name) (\(reader.kindDescription)) reads \(paths.joined(separator: ", "))")
        }
        if lines.isEmpty { return "nothing reads \(name)\n" }
        return "\(name) is read by:\n" + lines.joined(separator: "\n") + "\n"
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
