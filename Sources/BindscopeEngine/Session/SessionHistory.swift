import BindscopeLanguage

/// What an entry of the history changed, for `:log`: the names it declared or removed, the
/// dependents whose values its writes changed, and whether it wrote at all.
public struct HistoryEffect: Equatable, Sendable {
    public var declared: [String] = []
    public var removed: [String] = []
    public var changed: [String] = []
    public var wrote = false
    /// `:set …`: the setting it changed.
    public var setting: String?

    public var changesState: Bool { !declared.isEmpty || !removed.isEmpty || !changed.isEmpty || wrote || setting != nil }
}

/// One entry of a session's history: a statement or command that succeeded, or a run of type
/// declarations declared together (as a file's are: each may name the others), with the text
/// it came from. Replaying the entries in order, with the options they ran with, rebuilds the
/// session's state (see `Session+TimeTravel`).
final class HistoryEntry {
    enum Body {
        case statement(Statement)
        /// Declared by one `runTypeDeclarations`: replayed the same way, all together.
        case types([Statement])
    }

    let body: Body
    let source: SourceText
    /// The first entry of a prompt's entry (`checker.beginEntry()` before it: names of earlier
    /// entries may be declared again).
    let beginsEntry: Bool
    let isInteractive: Bool
    /// The first entry of a step, what one `:undo` takes back: a prompt's entry (with the
    /// statements of a `:load` it ran), or one statement of a script.
    let beginsStep: Bool
    /// Ran in quiet mode, where an expression declares no `$R0`: replayed the same way.
    let quiet: Bool
    let effect: HistoryEffect

    init(
        body: Body, source: SourceText, beginsEntry: Bool, beginsStep: Bool, isInteractive: Bool, quiet: Bool,
        effect: HistoryEffect
    ) {
        self.body = body
        self.source = source
        self.beginsEntry = beginsEntry
        self.beginsStep = beginsStep
        self.isInteractive = isInteractive
        self.quiet = quiet
        self.effect = effect
    }

    var statements: [Statement] {
        switch body {
        case .statement(let statement): [statement]
        case .types(let statements): statements
        }
    }

    /// Where it starts: `file.swift:12`, `<input:3>:1`.
    var origin: String { "\(source.fileName):\(statements[0].location.line)" }

    /// Its lines as written, each statement of a run of types after the other.
    var lines: [String] { statements.flatMap { source.lines(of: $0) } }

    /// The `//` lines written just above it.
    var comments: [String] { source.comments(before: statements[0]) }
}

/// The entries that succeeded, in order, and those `:undo` took back, the next to redo first.
struct SessionHistory {
    var entries: [HistoryEntry] = []
    var undone: [HistoryEntry] = []
    /// Something succeeded without being recorded (`Options.recordsHistory` off): the entries
    /// no longer replay to the state, so nothing may move through them.
    var missesEntries = false
    /// Nothing is recorded while set: the sample model loading, entries being replayed.
    var isSuspended = false
    /// Set when a prompt's entry starts: its first recorded statement begins it.
    var entryBegins = false
    /// Set when a step starts (see `HistoryEntry.beginsStep`): the next entry recorded begins it.
    var stepBegins = false
    /// Set while `runTypeDeclarations` declares a run of types, recorded as one entry.
    var isDeclaringTypes = false

    /// Every entry, the undone ones after the kept ones: what `:goto` numbers.
    var timeline: [HistoryEntry] { entries + undone }

    /// Where each step of `entries` starts (the first entry always does).
    static func stepStarts(_ entries: [HistoryEntry]) -> [Int] {
        entries.indices.filter { $0 == 0 || entries[$0].beginsStep }
    }

    mutating func record(_ entry: HistoryEntry) {
        entries.append(entry)
        // A new change makes another future: what was undone can no longer be redone.
        // (An entry that only looks, `:states` or `print`, keeps it.)
        if entry.effect.changesState { undone = [] }
    }
}
