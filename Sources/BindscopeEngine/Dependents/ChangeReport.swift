/// The text of a statement's report: one line per dependent that changed, old → new, in the
/// order they were evaluated; `no change` when the statement wrote but nothing changed. In
/// verbose mode, dependents re-evaluated without changing are listed too.
struct ChangeReport {
    let changes: [DependencyGraph.Change]
    let verbose: Bool

    func text(printer: ValuePrinter) -> String {
        var lines: [String] = []
        for change in changes {
            let name = change.dependent.name
            let type = change.dependent.valueType
            if change.changed {
                let before = Self.describe(change.before(), as: type, printer)
                let after = Self.describe(change.status, as: type, printer)
                lines.append("  \(name): \(before) → \(after)")
            } else if verbose {
                lines.append("  \(name): \(Self.describe(change.status, as: type, printer)) (unchanged)")
            }
        }
        if !changes.contains(where: \.changed) {
            lines.insert("  no change", at: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A status in `debugPrint` form; a broken dependent says why.
    static func describe(_ status: Dependent.Status, as type: SessionType, _ printer: ValuePrinter) -> String {
        switch status {
        case .value(let value): (try? printer.reflect(value, as: type)) ?? "(unprintable)"
        case .broken(let reason): "broken (\(reason))"
        case .uninitialized: "uninitialized"
        }
    }
}
