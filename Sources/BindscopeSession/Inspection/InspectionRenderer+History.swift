import BindscopeRuntime

extension InspectionRenderer {
    /// `:history`: `N  ORIGIN  TEXT`, the further lines of an entry under its first; `:log`:
    /// `N  FIRST LINE  — what it changed`. Then how many entries `:redo` can bring back.
    public func render(_ listing: HistoryListing) -> String {
        var lines: [String] = []
        if listing.rows.isEmpty { lines.append(listing.kind == .log ? "no entry has changed anything yet" : "no entries yet") }
        let numberWidth = listing.rows.map { String($0.number).count }.max() ?? 0
        let originWidth = listing.rows.map(\.origin.count).max() ?? 0
        for row in listing.rows {
            let number = String(repeating: " ", count: numberWidth - String(row.number).count) + String(row.number)
            switch listing.kind {
            case .history:
                let origin = row.origin + String(repeating: " ", count: originWidth - row.origin.count)
                let indent = String(repeating: " ", count: numberWidth + originWidth + 4)
                lines.append("\(number)  \(style.muted(origin))  \(row.lines.first ?? "")")
                lines.append(contentsOf: row.lines.dropFirst().map { indent + $0 })
            case .log:
                lines.append("\(number)  \(HistoryListing.firstLine(row.lines))  \(style.muted("— " + Self.describe(row.effect)))")
            }
        }
        let undone = listing.undoneCount
        if undone > 0 {
            lines.append(style.muted("(\(undone) undone entr\(undone == 1 ? "y" : "ies"): :redo brings \(undone == 1 ? "it" : "them") back)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `declares street; changes person, street`.
    static func describe(_ effect: HistoryEffect) -> String {
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
