import BindscopeLanguage
import BindscopeRuntime

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
///
/// A statement's entry keeps where the statement starts, not its tree: the tree is parsed
/// again from the text when the entry is replayed or shown (`SourceText.reparse`). A session
/// of 100k statements (`let bI = $items[I]`) then keeps a few words per entry where a tree
/// took hundreds of bytes. A run of types keeps its trees (few, and replayed together).
/// The history keeps its entries by their parts (`HistoryEntries`); an entry is put together
/// when asked for.
struct HistoryEntry {
    let source: SourceText
    /// Where its statement starts, and where the name it declares is (a declaration such as
    /// `var a = 1, b = 2` makes two statements starting at the same place); 32-bit, as the
    /// parser keeps offsets.
    let start: CompactLocation
    let anchor: CompactLocation
    var flags: Flags
    /// The dependents its writes changed (`HistoryEffect.changed`).
    let changed: [String]
    /// A run of types' statements; empty for a statement's entry.
    let types: [Statement]

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// The first entry of a prompt's entry (`checker.beginEntry()` before it: names of
        /// earlier entries may be declared again).
        static let beginsEntry = Flags(rawValue: 1 << 0)
        /// The first entry of a step, what one `:undo` takes back: a prompt's entry (with the
        /// statements of a `:load` it ran), or one statement of a script.
        static let beginsStep = Flags(rawValue: 1 << 1)
        static let isInteractive = Flags(rawValue: 1 << 2)
        /// Ran in quiet mode, where an expression declares no `$R0`: replayed the same way.
        static let quiet = Flags(rawValue: 1 << 3)
        /// It wrote (`HistoryEffect.wrote`).
        static let wrote = Flags(rawValue: 1 << 4)
        /// It changed the state (`HistoryEffect.changesState`): a print or an inspection
        /// command does not, and `:undo` steps over it.
        static let changes = Flags(rawValue: 1 << 5)
    }

    var beginsEntry: Bool { flags.contains(.beginsEntry) }
    var beginsStep: Bool { flags.contains(.beginsStep) }
    var isInteractive: Bool { flags.contains(.isInteractive) }
    var quiet: Bool { flags.contains(.quiet) }
    var isTypes: Bool { !types.isEmpty }

    /// Which of the statements starting at one place a statement is: the place of the name
    /// it declares, for those that share their start.
    private static func anchor(of statement: Statement) -> SourceLocation {
        // A copy's own name is in its shape (`StatementShape.isCopy`).
        if let declared = statement.shape?.declared { return declared.location }
        return switch statement.kind {
        case .variable(let declaration): declaration.nameLocation
        case .functions(let functions): functions.first?.nameLocation ?? statement.location
        default: statement.location
        }
    }

    /// Its statement parsed again from its text, and where the next statement starts; nil for
    /// a run of types, or when the text no longer parses there.
    func reparsed() -> (statement: Statement, follower: SourceLocation?)? {
        guard types.isEmpty, let reparsed = source.reparse(at: start.location) else { return nil }
        let anchor = anchor.location
        guard let statement = reparsed.statements.first(where: { Self.anchor(of: $0) == anchor }) else { return nil }
        return (statement, reparsed.follower)
    }

    /// Where it starts: `file.swift:12`, `<input:3>:1`.
    var origin: String { "\(source.fileName):\(start.location.line)" }

    /// Its lines as written, each statement of a run of types after the other.
    var lines: [String] { lines(before: reparsed()?.follower) }

    /// `lines`, and what it changed for `:log` (the names come from its statement), from one
    /// parse of its text: `:history` and `:log` show both.
    var linesAndEffect: (lines: [String], effect: HistoryEffect) {
        let reparsed = types.isEmpty ? reparsed() : nil
        return (lines(before: reparsed?.follower), effect(of: reparsed?.statement))
    }

    private func effect(of statement: Statement?) -> HistoryEffect {
        var effect = HistoryEffect(changed: changed, wrote: flags.contains(.wrote))
        if !types.isEmpty {
            effect.declared = types.flatMap(Session.declaredNames)
        } else if let statement {
            Session.noteNames(of: statement, in: &effect)
        }
        return effect
    }

    private func lines(before follower: SourceLocation?) -> [String] {
        if !types.isEmpty { return types.flatMap { source.lines(of: $0) } }
        return source.lines(of: start.location, before: follower)
    }

    /// The `//` lines written just above it.
    var comments: [String] { source.comments(before: start.location) }
}

// The entries of a statement and of a run of types; out of the type's body, so that Swift
// also makes the memberwise initializer `HistoryEntries` puts an entry together again with.
extension HistoryEntry {
    /// A statement's entry.
    init(_ statement: Statement, source: SourceText, flags: Flags, changed: [String]) {
        self.source = source
        start = CompactLocation(statement.location)
        anchor = CompactLocation(Self.anchor(of: statement))
        self.flags = flags
        self.changed = changed
        types = []
    }

    /// A run of types' entry.
    init(types: [Statement], source: SourceText, flags: Flags) {
        self.source = source
        start = CompactLocation(types[0].location)
        anchor = start
        self.flags = flags
        changed = []
        self.types = types
    }
}

/// The entries that succeeded, in order, and those `:undo` took back, the next to redo first.
struct SessionHistory {
    var entries = HistoryEntries()
    var undone = HistoryEntries()
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
    var timeline: HistoryEntries { entries + undone }

    /// Where each step of `entries` starts (the first entry always does).
    static func stepStarts(_ entries: HistoryEntries) -> [Int] {
        entries.indices.filter { $0 == 0 || entries.beginsStep(at: $0) }
    }

    /// Where each step of `entries` that changed something starts: what `:undo` and `:redo`
    /// count, as an editor's undo skips cursor moves. A step that only looked (`print(x)`,
    /// `:states`, `:graph --svg`) goes with the change before it.
    static func changingStepStarts(_ entries: HistoryEntries) -> [Int] {
        let starts = stepStarts(entries)
        return starts.indices.compactMap { index in
            let end = index + 1 < starts.count ? starts[index + 1] : entries.count
            return (starts[index]..<end).contains(where: entries.changes(at:)) ? starts[index] : nil
        }
    }

    /// Adds `entry`; `changesState` when it changed something (`HistoryEffect.changesState`).
    mutating func record(_ entry: HistoryEntry, changesState: Bool) {
        var entry = entry
        if changesState { entry.flags.insert(.changes) }
        entries.append(entry)
        // A new change makes another future: what was undone can no longer be redone.
        // (An entry that only looks, `:states` or `print`, keeps it.) Emptied only when it
        // holds something: making a fresh one for each of 100k declarations cost hundreds of
        // instructions apiece.
        if changesState, !undone.isEmpty { undone = HistoryEntries() }
    }
}
