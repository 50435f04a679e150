import BindscopeLanguage
import BindscopeRuntime

/// Recording the entries that succeeded (`SessionHistory`), for `:history`, `:log`, `:undo`,
/// `:save`.
extension Session {
    /// The commands that are entries of the history: those that change the state (`:watch`,
    /// `:unwatch`, `:set`) and those that look at it, which a saved script or transcript
    /// keeps. Not those that move through the history or work on files: replaying them would
    /// move again (a `:load`'s statements are entries themselves).
    static func entersHistory(_ command: CommandKind) -> Bool {
        switch command {
        case .history, .log, .undo, .redo, .goto, .load, .save, .serve, .reset, .quit: false
        default: true
        }
    }

    /// The commands that change the session's state: the others only look at it.
    static func changesState(_ command: CommandKind) -> Bool {
        switch command {
        case .watch, .unwatch, .set: true
        default: false
        }
    }

    /// Whether a script may use its history: some line is a command that reads it or moves
    /// through it (`:undo`, `:redo`, `:goto`, `:history`, `:log`, `:save`). Only such a
    /// script needs `Options.recordsHistory`.
    public static func looksBack(_ script: String) -> Bool {
        // Bytes, not Characters: a long script is scanned once before it runs, and a walk by
        // Character would cost a noticeable part of running it.
        var scan = LineStartScan()
        var script = script
        script.withUTF8 { scan.feed($0) }
        scan.finish()
        return scan.looksBack
    }

    /// The commands that read the history or move through it.
    static func readsHistory(_ command: CommandKind) -> Bool {
        switch command {
        case .undo, .redo, .goto, .history, .log, .save: true
        default: false
        }
    }

    /// The history commands need every entry: refused, and why, when some were not recorded
    /// (a script that did not look back ran a file that does, through `:load`).
    func requireCompleteHistory(_ command: CommandKind, at location: SourceLocation) throws {
        guard history.missesEntries, Session.readsHistory(command) else { return }
        throw Diagnostic(
            ":\(command.name) needs the session's history, and this run keeps none: a script keeps one when one of its own lines is :undo, :redo, :goto, :history, :log or :save",
            at: location)
    }

    func recordInHistory(_ statement: Statement, in source: SourceText, options: Options) {
        guard !history.isSuspended, !history.isDeclaringTypes else { return }
        guard options.recordsHistory else { return history.missesEntries = true }
        if case .command(let command) = statement.kind {
            guard let kind = command.kind, Session.entersHistory(kind) else { return }
        }
        // The entry keeps what only the run knows (what its writes changed); what it declared
        // is read from its statement again when asked (`HistoryEntry.linesAndEffect`).
        let changesState: Bool
        if case .variable = statement.kind {
            // It declares its name (what `noteNames` would find, without a list made for it,
            // or a copy of the effect).
            changesState = true
        } else {
            var effect = lastWrites
            Session.noteNames(of: statement, in: &effect)
            changesState = effect.changesState
        }
        var flags = entryFlags(options)
        if lastWrites.wrote { flags.insert(.wrote) }
        history.record(
            HistoryEntry(statement, source: source, flags: flags, changed: lastWrites.changed),
            changesState: changesState)
    }

    func recordTypes(_ statements: [Statement], in source: SourceText, options: Options) {
        guard !history.isSuspended, !statements.isEmpty else { return }
        guard options.recordsHistory else { return history.missesEntries = true }
        let declared = statements.flatMap(Session.declaredNames)
        history.record(
            HistoryEntry(types: statements, source: source, flags: entryFlags(options)),
            changesState: HistoryEffect(declared: declared).changesState)
    }

    /// The flags of the entry recorded next; it begins the prompt's entry or step pending.
    private func entryFlags(_ options: Options) -> HistoryEntry.Flags {
        var flags: HistoryEntry.Flags = []
        if history.entryBegins { flags.insert(.beginsEntry) }
        if history.stepBegins { flags.insert(.beginsStep) }
        if options.isInteractive { flags.insert(.isInteractive) }
        if options.quiet { flags.insert(.quiet) }
        history.entryBegins = false
        history.stepBegins = false
        return flags
    }

    /// The names a history entry's statement declares or removes, and the setting it changes.
    static func noteNames(of statement: Statement, in effect: inout HistoryEffect) {
        switch statement.kind {
        case .command(let command):
            switch (command.kind, command.argument) {
            case (.watch?, .watch(let name, _, _)): effect.declared = [name]
            case (.unwatch?, .text(let name, _)): effect.removed = [name]
            case (.set?, .text(let setting, _)): effect.setting = setting
            default: break
            }
        default:
            // An echoed result (`$R0`) is not counted: an expression typed to look at a value
            // is a look, which `:undo` steps over (and drops with the change before it).
            effect.declared = Session.declaredNames(statement)
        }
    }

    /// The names a top-level statement declares (a type by its name, an extension as
    /// `extension T`).
    static func declaredNames(_ statement: Statement) -> [String] {
        // A copy's own name is in its shape (`StatementShape.isCopy`).
        if let declared = statement.shape?.declared { return [declared.name] }
        return switch statement.kind {
        case .variable(let declaration): [declaration.name]
        case .patternDeclaration(_, let pattern, _): pattern.boundNames.map(\.name)
        case .structure, .enumeration, .protocolDeclaration: statement.declaredTypeName.map { [$0] } ?? []
        case .extensionDeclaration(let declaration): ["extension \(declaration.typeName)"]
        case .functions(let functions): functions.map(\.name)
        case .typeAlias(let name, _, _, _): [name]
        default: []
        }
    }
}
