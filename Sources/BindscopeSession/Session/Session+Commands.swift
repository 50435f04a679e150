import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime

/// The commands a session understands besides Swift: `:watch`, `:unwatch`, `:deps`,
/// `:dependents`, `:why`, `:graph`, `:set`, `:model`, `:help`. What they print is what was
/// asked for, so it is printed in quiet mode too (except a new watch's echo). The inspection
/// commands ask the engine for an answer (`ReadsAnswer`…) and print it through
/// `InspectionRenderer`.
extension Session {
    /// The `:help` list, from the one table of commands (`CommandKind.info`), wrapped to
    /// `width`: each summary in a column after the usages, or under its usage when that column
    /// would be too narrow to read.
    static func commandHelp(width: Int = 80) -> String {
        let column = (CommandKind.allCases.map(\.info.usage.count).max() ?? 0) + 2
        let summaryBelow = width - column < 30
        return CommandKind.allCases.map { command in
            let info = command.info
            if summaryBelow { return info.usage + "\n" + WordWrap.wrap("    " + info.summary, width: width, hangingIndent: 4) }
            let line = info.usage + String(repeating: " ", count: column - info.usage.count) + info.summary
            return WordWrap.wrap(line, width: width, hangingIndent: column)
        }.joined(separator: "\n") + "\n\n" + topicsHelp(width: width)
    }

    /// The end of the `:help` list: the topics of `:help TOPIC` and where the documents are,
    /// so that someone at the prompt learns there is more than this list.
    static func topicsHelp(width: Int) -> String {
        let topics = HelpTopic.allCases.map { ":help \($0.name)" }.joined(separator: ", ")
        return WordWrap.wrap("More: \(topics); :help COMMAND for one command. Every command and flag: docs/commands.md", width: width) + "\n"
    }

    func runCommand(_ command: Command, statement: Statement, in source: SourceText, options: Options) -> Diagnostic? {
        let inspection = InspectionRenderer(style: options.style)
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
            try requireCompleteHistory(kind, at: command.nameLocation)
            switch (kind, command.argument) {
            case (.watch, .watch(let name, let nameLocation, let expression)):
                try watch(name, at: nameLocation, expression, statement: source.statement(statement), quiet: options.quiet)
            case (.unwatch, .text(let name, let location)):
                try unwatch(try requireName(name, kind, at: location), at: location)
            case (.deps, .text(let name, let location)):
                let answer = try inspecting(at: location) { try reads(of: try requireName(name, kind, at: location)) }
                writeStandardOutput(inspection.render(answer))
            case (.dependents, .text(let name, let location)):
                let answer = try inspecting(at: location) { try readers(of: try requireName(name, kind, at: location)) }
                writeStandardOutput(inspection.render(answer))
            case (.why, .text(let name, let location)):
                let answer = try inspecting(at: location) { try why(try requireName(name, kind, at: location, orPlace: true)) }
                writeStandardOutput(inspection.render(answer))
            case (.graph, .text(let argument, let location)):
                writeStandardOutput(try graphCommand(argument, at: location, style: options.style))
            case (.explain, .expression(let expression)):
                writeStandardOutput(try explain(expression))
            case (.explain, .text(_, let location)):
                throw Diagnostic("expected a name or an expression: '\(kind.info.usage)'", at: location)
            case (.set, .text(let setting, let location)):
                writeStandardOutput(try set(setting, at: location, style: options.style))
            case (.model, .text(let name, let location)) where !name.isEmpty:
                writeStandardOutput(try modelPart(name, at: location))
            case (.model, _):
                writeStandardOutput(modelDescription())
            case (.help, .text(let topic, let location)):
                writeStandardOutput(try help(topic, width: options.width, at: location))
            case (.states, .text(let names, let location)):
                let words = names.split(separator: " ").map(String.init)
                writeStandardOutput(inspection.render(try inspecting(at: location) { try states(named: words, width: options.width) }))
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
            case (.history, .text(let argument, let location)):
                writeStandardOutput(inspection.render(try historyListing(.history, argument, at: location)))
            case (.log, .text(let argument, let location)):
                writeStandardOutput(inspection.render(try historyListing(.log, argument, at: location)))
            case (.undo, .text(let argument, let location)):
                writeStandardOutput(try undo(argument, at: location, options: options))
            case (.redo, .text(let argument, let location)):
                writeStandardOutput(try redo(argument, at: location, options: options))
            case (.goto, .text(let argument, let location)):
                writeStandardOutput(try goto(argument, at: location, options: options))
            case (.load, .text(let path, let location)):
                try load(path, at: location, options: options)
            case (.save, .text(let argument, let location)):
                writeStandardOutput(try save(argument, at: location))
            case (.serve, .text(let argument, let location)):
                writeStandardOutput(try serve(argument, at: location))
            case (.reset, _):
                writeStandardOutput(reset(options: options))
            case (.quit, _):
                hasQuit = true
            case (.mount, _), (.unmount, _), (.render, _), (.tap, _), (.fill, _), (.toggle, _), (.increment, _),
                (.decrement, _), (.slide, _), (.pick, _):
                // What it runs is a built-in call; `:why VIEW` names the command itself.
                viewCommandStatement = source.statement(statement)
                defer { viewCommandStatement = nil }
                try viewCommand(kind, command.argument, in: source, options: options)
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

    /// An inspection query's answer; its error as a diagnostic at the command's argument.
    private func inspecting<Answer>(at location: SourceLocation, _ query: () throws -> Answer) throws -> Answer {
        do {
            return try query()
        } catch let error as InspectionError {
            throw Diagnostic(error.message, at: location)
        }
    }

    /// A single name; with `orPlace`, a mounted view's place too (`ContentView/Row[1]`,
    /// `Form/Button#2`, `Card<Text>`), whose ids may hold any character.
    private func requireName(_ text: String, _ command: CommandKind, at location: SourceLocation, orPlace: Bool = false) throws -> String {
        let usage = command.info.usage
        guard !text.isEmpty else { throw Diagnostic("expected a name: '\(usage)'", at: location) }
        if orPlace, text.contains(where: { "/[#<".contains($0) }) { return text }
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
            if checker.isInteractive { dependencies.removeShadowed(named: name) }
            dependencies.name(cache, name)
            let watch = dependencies.add(
                name: name, kind: .watch(cache: cache, evaluate: checked.evaluate), valueType: checked.type,
                declaration: statement,
                evaluation: DependencyGraph.Evaluation(status: .value(value), reads: reads, text: text), in: execution)
            // Every watch a name reads is a dependent (only the graph makes watches).
            watch.namedWatches = namedWatches.compactMap { $0 as? Dependent }
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
            throw Diagnostic(unknownDependent(name, watchesOnly: true).message, at: location)
        }
        let readers = dependencies.readers(of: watch)
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

    // MARK: :help

    private func help(_ topic: String, width: Int, at location: SourceLocation) throws -> String {
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if name.isEmpty { return Session.commandHelp(width: width) }
        if let topic = HelpTopic(rawValue: name) {
            return "\(topic.name): \(topic.summary)\n\n" + WordWrap.wrap(topic.details, width: width) + "\n"
                + WordWrap.wrap("More: \(topic.document)", width: width) + "\n"
        }
        guard let command = CommandKind(named: name) else {
            var message = "no command or topic named ':\(name)'"
            let names = CommandKind.allCases.map(\.name) + HelpTopic.allCases.map(\.name)
            if let suggestion = Suggestions.nearest(to: name, among: names) {
                message += "; did you mean ':\(suggestion)'?"
            }
            throw Diagnostic(message, at: location)
        }
        let info = command.info
        return "\(info.usage)\n" + WordWrap.wrap("  \(info.summary)", width: width, hangingIndent: 2) + "\n\n"
            + WordWrap.wrap(info.details, width: width) + "\n"
    }
}
