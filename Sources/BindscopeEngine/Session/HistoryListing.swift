/// What `:history [N]` and `:log` show, as data: the entries with their numbers (positions in
/// the history, which `:goto`, `:undo` and `:redo` use too), where each came from and what it
/// changed. `text` renders it.
struct HistoryListing {
    enum Kind {
        /// Every entry (`:history`): its number, origin and text.
        case history
        /// The entries that changed something (`:log`): number, first line, what changed.
        case log
    }

    struct Row {
        let number: Int
        let origin: String
        let lines: [String]
        let effect: HistoryEntry.Effect
    }

    let kind: Kind
    let rows: [Row]
    /// Entries `:undo` took back, which `:redo` can bring back.
    let undoneCount: Int

    init(_ kind: Kind, history: SessionHistory, last limit: Int? = nil) {
        self.kind = kind
        var rows = history.entries.enumerated().map { index, entry in
            Row(number: index + 1, origin: entry.origin, lines: entry.lines, effect: entry.effect)
        }
        if kind == .log { rows = rows.filter(\.effect.changesState) }
        if let limit { rows = Array(rows.suffix(limit)) }
        self.rows = rows
        undoneCount = history.undone.count
    }

    var text: String {
        var lines: [String] = []
        if rows.isEmpty { lines.append(kind == .log ? "no entry has changed anything yet" : "no entries yet") }
        let numberWidth = rows.map { String($0.number).count }.max() ?? 0
        let originWidth = rows.map(\.origin.count).max() ?? 0
        for row in rows {
            let number = String(repeating: " ", count: numberWidth - String(row.number).count) + String(row.number)
            switch kind {
            case .history:
                let origin = row.origin + String(repeating: " ", count: originWidth - row.origin.count)
                let indent = String(repeating: " ", count: numberWidth + originWidth + 4)
                lines.append("\(number)  \(origin)  \(row.lines.first ?? "")")
                lines.append(contentsOf: row.lines.dropFirst().map { indent + $0 })
            case .log:
                lines.append("\(number)  \(Self.firstLine(row.lines))  — \(Self.describe(row.effect))")
            }
        }
        if undoneCount > 0 {
            lines.append("(\(undoneCount) undone entr\(undoneCount == 1 ? "y" : "ies"): :redo brings \(undoneCount == 1 ? "it" : "them") back)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An entry's first line, `…` after it when it has more.
    static func firstLine(of entry: HistoryEntry) -> String { firstLine(entry.lines) }

    private static func firstLine(_ lines: [String]) -> String {
        (lines.first ?? "") + (lines.count > 1 ? " …" : "")
    }

    /// `declares street; changes person, street`.
    static func describe(_ effect: HistoryEntry.Effect) -> String {
        var parts: [String] = []
        if !effect.declared.isEmpty { parts.append("declares " + effect.declared.joined(separator: ", ")) }
        if !effect.removed.isEmpty { parts.append("removes " + effect.removed.joined(separator: ", ")) }
        if let setting = effect.setting { parts.append("sets " + setting) }
        if !effect.changed.isEmpty {
            parts.append("changes " + effect.changed.joined(separator: ", "))
        } else if effect.wrote, effect.declared.isEmpty {
            parts.append("writes")
        }
        return parts.joined(separator: "; ")
    }
}
