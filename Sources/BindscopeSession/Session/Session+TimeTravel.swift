import BindscopeCompiler
import BindscopeDependents
import BindscopeLanguage
import BindscopeRuntime

/// `:undo [N]`, `:redo [N]`, `:goto N` and `:reset`.
///
/// Going back replays: a new state is made (checker, execution frame, dependency graph, with
/// the sample model, as `:reset` makes one) and the entries kept are run into it again, in
/// order, with the options they first ran with and their output suppressed. The journal could
/// only undo writes (it keeps one statement's inverse, until it commits), not declarations:
/// names, types, watches, `$R0`, a checker's scopes. A replay is exact by construction, since
/// evaluation is deterministic (the random and UUID generators are fixed-seed and belong to
/// the state it rebuilds), and a `print` inside a replayed entry prints nothing again. Its
/// cost is the session's own run time so far, which for a session a person types or a
/// lesson is small. Going forward (`:redo`) runs the entries taken back on the current state,
/// which is the state they first ran on.
extension Session {
    /// One row per session name and its value (sorted by name, as `:states` lists them): what
    /// a move through the history reports the differences of. A State, binding or watch is
    /// shown as a write's report shows it (a binding by its wrapped value). The value is kept
    /// too, its objects frozen (`:redo` writes into the same objects), so that the report can
    /// name the parts that changed.
    private func stateValues() -> [ChangeReport.NamedValue] {
        muteDepth += 1
        defer { muteDepth -= 1 }
        dependencies.refreshStale(in: execution)
        let printer = ValuePrinter(execution: execution)
        let rows = stateRows()
        // The State each binding's storage belongs to, by the storage.
        var states: [ObjectIdentifier: String] = [:]
        for row in rows {
            if let dependent = dependencies.dependent(named: row.name), case .state(let backing) = dependent.kind,
                case .state(let storage) = backing.value
            {
                states[ObjectIdentifier(storage)] = row.name
            }
        }
        return rows.map { row in
            var text = row.value
            var value: (value: Value, type: SessionType)?
            var binding: (state: String, steps: [PathStep])?
            if let dependent = dependencies.dependent(named: row.name), !dependent.isWatch {
                let status = dependencies.evaluate(dependent, in: execution).status
                text = ChangeReport.describe(status, as: dependent.valueType, printer)
                if case .value(let current) = status { value = (current.frozenObjects(), dependent.valueType) }
                if case .binding(let holder) = dependent.kind, case .binding(let bound) = holder.value,
                    case .storage(let storage) = bound.source, let state = states[ObjectIdentifier(storage)]
                {
                    binding = (state, bound.steps)
                }
            }
            // A watch, a plain variable, an object followed as it prints: the variable's value.
            if value == nil, !isStateOrBinding(row.name),
                case .variable(let variable)? = checker.sessionScope.entries[row.name], variable.isInitialized,
                variable.slot < execution.frame.locals.count
            {
                value = (execution.frame.locals[variable.slot].value.frozenObjects(), variable.type)
            }
            return ChangeReport.NamedValue(name: row.name, text: text + objectContents(row.name), value: value, binding: binding)
        }
    }

    /// A State or a binding: its value is what it reads (or its status says why it reads
    /// none), never its variable's (`_x`, a Binding).
    private func isStateOrBinding(_ name: String) -> Bool {
        switch dependencies.dependent(named: name)?.kind {
        case .state?, .binding?: true
        default: false
        }
    }

    /// An object prints as its class's name (`Counter`), the same whatever its properties
    /// hold: its stored properties are shown after it (`Counter { n: 5 }`), so a report can
    /// say they changed back. Objects they hold in turn show the same way, to a few levels.
    private func objectContents(_ name: String) -> String {
        guard case .variable(let variable)? = checker.sessionScope.entries[name],
            variable.slot < execution.frame.locals.count
        else { return "" }
        var visited: [Box] = []
        return contents(of: execution.frame.locals[variable.slot].value, visited: &visited)
    }

    private func contents(of value: Value, visited: inout [Box]) -> String {
        if case .some(let wrapped) = value { return contents(of: wrapped, visited: &visited) }
        if case .existential(let payload, _) = value { return contents(of: payload, visited: &visited) }
        guard case .object(let box) = value, case .structure(let structure) = box.value,
            !visited.contains(where: { $0 === box }), visited.count < 4
        else { return "" }
        visited.append(box)
        let printer = ValuePrinter(execution: execution)
        let fields = zip(structure.type.storedProperties, structure.fields).map { property, field in
            "\(property.name): \((try? printer.reflect(field, as: property.type)) ?? "?")\(contents(of: field, visited: &visited))"
        }
        return fields.isEmpty ? "" : " { " + fields.joined(separator: ", ") + " }"
    }

    /// Moves to the state after the first `target` entries of the timeline (kept, then undone),
    /// and returns the report of what changed.
    private func travel(to target: Int, options: Options) throws -> ChangeReport {
        let timeline = history.timeline
        let before = stateValues()
        // The values before are printed by the state they belong to, which going back replaces.
        let beforePrinter = ValuePrinter(execution: execution)
        let kept = history.entries.count
        var failures: [String] = []
        muteDepth += 1
        history.isSuspended = true
        if target >= kept {
            failures = replay(timeline[kept..<target])
        } else {
            languageMode = historyLanguageMode
            startAfresh()
            failures = replay(timeline[0..<target])
        }
        history.isSuspended = false
        muteDepth -= 1
        history.entries = HistoryEntries(timeline[0..<target])
        history.undone = HistoryEntries(timeline[target...])
        // The entry this command belongs to goes on as it began.
        checker.isInteractive = options.isInteractive
        if options.isInteractive { checker.beginEntry() }
        if let failure = failures.first {
            // Only a nondeterministic entry could: say so rather than pretend.
            throw Diagnostic("the replay differed from the first run: \(failure)", at: SourceLocation(line: 1, column: 1))
        }
        return ChangeReport(
            from: before, to: stateValues(), mode: reportMode, width: options.width,
            printers: (beforePrinter, ValuePrinter(execution: execution)))
    }

    /// Runs `entries` again as they first ran; the errors of those that fail now.
    private func replay(_ entries: Slice<HistoryEntries>) -> [String] {
        var failures: [String] = []
        for entry in entries {
            var options = Options(quiet: entry.quiet)
            options.isInteractive = entry.isInteractive
            if entry.isTypes {
                checker.isInteractive = entry.isInteractive
                if entry.isInteractive, entry.beginsEntry { checker.beginEntry() }
                let statements = entry.types
                if statements.contains(where: Session.declaresDeinitializer) { checker.implicitCalls.hasDeinitializers = true }
                for (statement, failure) in runTypeDeclarations(statements, in: entry.source, options: options) {
                    failures.append("\(entry.source.fileName):\(statement.location.line): \(failure.message)")
                }
                continue
            }
            // The entry keeps where its statement is: parsed again from its text.
            guard let statement = entry.reparsed()?.statement else {
                failures.append("\(entry.origin): its text no longer parses")
                continue
            }
            // A command that only looks changes nothing to rebuild, and one may write a file
            // (`:graph --dot FILE`): not run again.
            if case .command(let command) = statement.kind, let kind = command.kind, !Session.changesState(kind) {
                continue
            }
            checker.isInteractive = entry.isInteractive
            if entry.isInteractive, entry.beginsEntry { checker.beginEntry() }
            if let failure = runTopLevel(statement, in: entry.source, options: options) {
                failures.append("\(entry.origin): \(failure.message)")
            }
        }
        return failures
    }

    /// How many steps `:undo` could take back now: `--step` counts them before each step, so
    /// stepping back also takes back what was done live since (`:undo` of the difference).
    public var undoableSteps: Int { SessionHistory.changingStepStarts(history.entries).count }

    /// `:undo [N]`: back over the last N steps that changed something (a prompt's entry, a
    /// script's statement), with the steps after them that only looked: the presenter's `b`
    /// steps back with it.
    func undo(_ argument: String, at location: SourceLocation, options: Options) throws -> String {
        let (count, starts) = try steps(argument, .undo, of: history.entries, at: location)
        let target = starts[starts.count - count]
        let undone = (target..<history.entries.count).map { ($0 + 1, history.entries[$0]) }
        let report = try travel(to: target, options: options)
        return "undid " + Session.describe(undone) + report.text(style: style(options.style))
    }

    /// How many entries the history holds (what `:history` lists, undone ones aside).
    public var historyEntryCount: Int { history.entries.count }

    /// The number the next entry gets in `:history`: what the prompt shows, so that the
    /// prompt, `:history`, `:log`, `:undo`, `:goto`, `--step` and `-i` count alike. A failed
    /// entry, or a command that is none (`:undo`), does not take one; `:reset` starts at 1.
    public var nextEntryNumber: Int { history.entries.count + 1 }

    /// Drops the entries after the first `count` when none of them changed anything (they
    /// printed or looked): the presenter's `b` over such a step, which `:undo` steps over.
    public func forgetLooks(after count: Int) {
        let entries = history.entries
        guard count < entries.count, !(count..<entries.count).contains(where: entries.changes(at:)) else { return }
        history.entries = HistoryEntries(entries[0..<count])
    }

    /// `:redo [N]`: forward again over the next N steps `:undo` took back.
    func redo(_ argument: String, at location: SourceLocation, options: Options) throws -> String {
        let (count, starts) = try steps(argument, .redo, of: history.undone, at: location)
        let first = history.entries.count
        let end = count < starts.count ? starts[count] : history.undone.count
        let redone = (0..<end).map { (first + $0 + 1, history.undone[$0]) }
        let report = try travel(to: first + end, options: options)
        return "redid " + Session.describe(redone) + report.text(style: style(options.style))
    }

    /// `:goto N`: the state after entry N of `:history` (0: before the first), back or forward.
    func goto(_ argument: String, at location: SourceLocation, options: Options) throws -> String {
        guard let target = Int(argument), target >= 0 else {
            throw Diagnostic("expected an entry number: '\(CommandKind.goto.info.usage)'", at: location)
        }
        let last = history.timeline.count
        guard target <= last else {
            let range = last == 0 ? "the history is empty" : last == 1 ? "the history has entry 1" : "the history has entries 1 to \(last)"
            throw Diagnostic("no entry \(target): \(range)", at: location)
        }
        let report = try travel(to: target, options: options)
        let heading =
            target == 0 ? "before entry 1" : "after entry \(target): \(HistoryListing.firstLine(of: history.entries[target - 1]))"
        return "now \(heading)\n" + report.text(style: style(options.style))
    }

    /// `:reset`: a new state, as a new session starts; the history starts again too.
    func reset(options: Options) -> String {
        startAfresh()
        historyLanguageMode = languageMode
        history.entries = HistoryEntries()
        history.undone = HistoryEntries()
        history.missesEntries = false
        checker.isInteractive = options.isInteractive
        if options.isInteractive { checker.beginEntry() }
        let again = switch model {
        case .sample: "; the sample model is loaded again"
        case .files: "; the model \(model.moduleName ?? "") is loaded again"
        case .none: ""
        }
        return "A new session: everything declared is gone\(again).\n"
    }

    /// N of `:undo [N]` or `:redo [N]`, and where each step of `entries` starts; an error when
    /// there are fewer than N.
    private func steps(
        _ argument: String, _ command: CommandKind, of entries: HistoryEntries, at location: SourceLocation
    ) throws -> (count: Int, starts: [Int]) {
        let count = try Session.count(argument, command, at: location)
        let starts = SessionHistory.changingStepStarts(entries)
        guard !starts.isEmpty else {
            let only = entries.isEmpty ? "" : ": the entries since the last change only looked"
            throw Diagnostic("nothing to \(command.name)\(only)", at: location)
        }
        guard count <= starts.count else {
            throw Diagnostic(
                "cannot \(command.name) \(count) entries: there \(starts.count == 1 ? "is" : "are") only \(starts.count)",
                at: location)
        }
        return (count, starts)
    }

    /// `N` of `:undo [N]`, 1 when absent.
    private static func count(_ argument: String, _ command: CommandKind, at location: SourceLocation) throws -> Int {
        if argument.isEmpty { return 1 }
        guard let count = Int(argument), count >= 1 else {
            throw Diagnostic("expected a number of entries: '\(command.info.usage)'", at: location)
        }
        return count
    }

    /// `entry 4: x = 1`, or `2 entries:` and one line for each, by their numbers.
    private static func describe(_ entries: [(number: Int, entry: HistoryEntry)]) -> String {
        if entries.count == 1, let (number, entry) = entries.first {
            return "entry \(number): \(HistoryListing.firstLine(of: entry))\n"
        }
        let width = entries.map { String($0.number).count }.max() ?? 0
        return "\(entries.count) entries:\n"
            + entries.map { numbered in
                let number = String(numbered.number)
                return "  " + String(repeating: " ", count: width - number.count) + number + "  "
                    + HistoryListing.firstLine(of: numbered.entry) + "\n"
            }.joined()
    }
}
