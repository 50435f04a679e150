/// The text of a statement's report: one line per dependent that changed, old → new, in the
/// order they were evaluated; `no change` when the statement wrote but nothing changed. In
/// verbose mode, dependents re-evaluated without changing are listed too.
struct ChangeReport {
    /// One line's content: a dependent that changed, or (verbose) one that did not.
    struct Entry {
        let name: String
        let changed: Bool
        let before: String
        let after: String
    }

    let entries: [Entry]
    let verbose: Bool

    /// Formats `changes` now: their old values are rebuilt from the statement's writes,
    /// which are forgotten once the statement is over.
    init(changes: [DependencyGraph.Change], verbose: Bool, printer: ValuePrinter) {
        self.verbose = verbose
        entries = changes.compactMap { change in
            guard change.changed || verbose else { return nil }
            let type = change.dependent.valueType
            let after = Self.describe(change.status, as: type, printer)
            let before = change.changed ? Self.describe(change.before(), as: type, printer) : after
            return Entry(name: change.dependent.name, changed: change.changed, before: before, after: after)
        }
    }

    var text: String { text(style: .plain) }

    func text(style: TextStyle) -> String {
        var lines: [String] = []
        if !entries.contains(where: \.changed) { lines.append("  " + style.muted("no change")) }
        for entry in entries {
            lines.append(
                entry.changed
                    ? "  \(style.name(entry.name)): \(style.before(entry.before)) → \(style.after(entry.after))"
                    : "  \(style.name(entry.name)): \(entry.after) \(style.muted("(unchanged)"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A status in `debugPrint` form; a broken dependent says why.
    static func describe(_ status: Dependent.Status, as type: SessionType, _ printer: ValuePrinter) -> String {
        switch status {
        case .value(let value): (try? printer.reflect(value, as: type)) ?? "(unprintable)"
        case .broken(let reason): "broken (\(reason))"
        case .uninitialized: "uninitialized"
        case .printed(let text): text
        }
    }
}
