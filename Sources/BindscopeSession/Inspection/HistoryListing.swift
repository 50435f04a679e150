import BindscopeRuntime

/// What `:history [N]` and `:log` show, as data: the entries with their numbers (positions in
/// the history, which `:goto` takes too), where each came from, its text and what it
/// changed. `InspectionRenderer` turns it into text.
public struct HistoryListing: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Every entry (`:history`): its number, origin and text.
        case history
        /// The entries that changed something (`:log`): number, first line, what changed.
        case log
    }

    public struct Row: Equatable, Sendable {
        public let number: Int
        /// `file.swift:12`, `<input:3>:1`.
        public let origin: String
        /// As written, the first from the statement's first column.
        public let lines: [String]
        public let effect: HistoryEffect
    }

    public let kind: Kind
    public let rows: [Row]
    /// Entries `:undo` took back, which `:redo` can bring back.
    public let undoneCount: Int

    init(_ kind: Kind, history: SessionHistory, last limit: Int? = nil) {
        self.kind = kind
        var rows = history.entries.enumerated().map { index, entry in
            let shown = entry.linesAndEffect
            return Row(number: index + 1, origin: entry.origin, lines: shown.lines, effect: shown.effect)
        }
        if kind == .log { rows = rows.filter(\.effect.changesState) }
        if let limit { rows = Array(rows.suffix(limit)) }
        self.rows = rows
        undoneCount = history.undone.count
    }

    /// An entry's first line, `…` after it when it has more.
    static func firstLine(_ lines: [String]) -> String {
        (lines.first ?? "") + (lines.count > 1 ? " …" : "")
    }

    static func firstLine(of entry: HistoryEntry) -> String { firstLine(entry.lines) }
}
