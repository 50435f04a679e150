import BindscopeLanguage
import BindscopeRuntime

/// A history's entries, kept by their parts: where each starts, how far along its line its
/// name is, its flags, the text it came from once per run of entries from one text, and what
/// few entries have more (what their writes changed, a run of types' trees, a name on another
/// line) aside by position.
///
/// A session of 100k statements (`let bI = $items[I]`) keeps an entry for each: as objects
/// (a header, a reference to the text, two locations, flags and two lists) they cost about 72
/// bytes each; by parts, about 12 (issue 14). An entry is put together when asked for
/// (`subscript`), which only `:undo`, `:redo`, `:goto`, `:history`, `:log` and `:save` do.
struct HistoryEntries: RandomAccessCollection {
    /// The text entries from `first` on came from, up to the next run's `first`.
    private struct SourceRun {
        let first: Int
        let source: SourceText
    }

    /// What an entry keeps beyond its place and flags, when it keeps anything.
    private struct Extras {
        let changed: [String]
        let types: [Statement]
    }

    private var runs: [SourceRun] = []
    /// Where each entry starts: its line, and its column unless that is `columnElsewhere`
    /// (then in `wideStarts`).
    private var startLines: [Int32] = []
    private var startColumns: [UInt16] = []
    private var wideStarts: [Int: CompactLocation] = [:]
    /// How many columns after its start an entry's anchor is (`HistoryEntry.anchor`: the
    /// name a declaration declares, on the same line), or `anchorElsewhere`.
    private var anchorColumns: [UInt16] = []
    private var flags: [HistoryEntry.Flags] = []
    private var extras: [Int: Extras] = [:]
    /// The anchors not on their start's line, or too far along it.
    private var distantAnchors: [Int: CompactLocation] = [:]
    private static let anchorElsewhere = UInt16.max
    private static let columnElsewhere = UInt16.max

    init() {}

    init(_ entries: some Sequence<HistoryEntry>) {
        for entry in entries { append(entry) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { startLines.count }

    subscript(position: Int) -> HistoryEntry {
        let extra = extras[position]
        return HistoryEntry(
            source: source(at: position), start: start(at: position), anchor: anchor(at: position), flags: flags[position],
            changed: extra?.changed ?? [], types: extra?.types ?? [])
    }

    private func anchor(at position: Int) -> CompactLocation {
        let columns = anchorColumns[position]
        if columns == Self.anchorElsewhere { return distantAnchors[position]! }
        let start = start(at: position).location
        return CompactLocation(SourceLocation(line: start.line, column: start.column + Int(columns)))
    }

    private func start(at position: Int) -> CompactLocation {
        let column = startColumns[position]
        if column == Self.columnElsewhere { return wideStarts[position]! }
        return CompactLocation(SourceLocation(line: Int(startLines[position]), column: Int(column)))
    }

    /// Whether the entry at `position` begins a step, without putting it together.
    func beginsStep(at position: Int) -> Bool { flags[position].contains(.beginsStep) }

    /// Whether the entry at `position` changed the state (`HistoryEffect.changesState`).
    func changes(at position: Int) -> Bool { flags[position].contains(.changes) }

    mutating func append(_ entry: HistoryEntry) {
        let position = startLines.count
        if runs.last?.source !== entry.source { runs.append(SourceRun(first: position, source: entry.source)) }
        if !entry.changed.isEmpty || !entry.types.isEmpty {
            extras[position] = Extras(changed: entry.changed, types: entry.types)
        }
        let start = entry.start.location
        let anchor = entry.anchor.location
        let columns = anchor.column - start.column
        if anchor.line == start.line, columns >= 0, columns < Int(Self.anchorElsewhere) {
            anchorColumns.append(UInt16(columns))
        } else {
            distantAnchors[position] = entry.anchor
            anchorColumns.append(Self.anchorElsewhere)
        }
        startLines.append(Int32(truncatingIfNeeded: start.line))
        if start.column >= 0, start.column < Int(Self.columnElsewhere) {
            startColumns.append(UInt16(start.column))
        } else {
            wideStarts[position] = entry.start
            startColumns.append(Self.columnElsewhere)
        }
        flags.append(entry.flags)
    }

    static func + (lhs: HistoryEntries, rhs: HistoryEntries) -> HistoryEntries {
        var joined = lhs
        for entry in rhs { joined.append(entry) }
        return joined
    }

    /// The text of the run holding `position`: the last run starting at or before it.
    private func source(at position: Int) -> SourceText {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].first <= position { low = middle } else { high = middle - 1 }
        }
        return runs[low].source
    }
}
