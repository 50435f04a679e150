import BindscopeDependents
import BindscopeRuntime

extension ChangeReport {
    var text: String { text(style: .plain) }

    /// The report's lines; in colour, what changed stands out: the path to the part, and the
    /// new value (the old one is dimmed).
    func text(style: TextStyle) -> String {
        var lines: [String] = []
        if !entries.contains(where: \.changed) { lines.append("  " + style.muted("no change")) }
        for entry in entries {
            let label = style.name(entry.name) + (entry.path.isEmpty ? "" : style.changedPath(entry.path))
            lines.append(
                entry.changed
                    ? "  \(label): \(style.before(entry.before)) → \(style.after(entry.after))"
                    : "  \(label): \(entry.after) \(style.muted("(unchanged)"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
