import BindscopeDependents
import BindscopeRuntime

extension ChangeReport {
    var text: String { text(style: .plain) }

    /// The report's lines; in colour, what changed stands out: the path to the part, and the
    /// new value (the old one is dimmed, as is an element removed).
    func text(style: TextStyle) -> String {
        var lines: [String] = []
        if !entries.contains(where: \.changed) { lines.append("  " + style.muted("no change")) }
        for entry in entries { lines.append(line(for: entry, style: style)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One entry's line: `  street: "Elm" → "Main"`.
    func line(for entry: Entry, style: TextStyle) -> String {
        let label = style.name(entry.name) + (entry.path.isEmpty ? "" : style.changedPath(entry.path))
        if let edit = entry.edit {
            let value = edit.inserted ? style.after(edit.value) : style.before(edit.value)
            return "  \(label): \(edit.inserted ? "inserted" : "removed") [\(edit.index)] \(value)"
        }
        let note = entry.note.map { " " + style.muted($0) } ?? ""
        return entry.changed
            ? "  \(label): \(style.before(entry.before)) → \(style.after(entry.after))\(note)"
            : "  \(label): \(entry.after) \(style.muted("(unchanged)"))"
    }
}
