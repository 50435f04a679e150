import BindscopeRuntime

/// A report of how two states of a session differ (`:undo`, `:redo`, `:goto`), in the lines a
/// write's report uses: `  name: old → new` for each name whose value differs, `undeclared`
/// for the side where a name does not exist; `no change` when none differs. Each line is cut
/// to `width` as a write's is (`ReportLine`).
extension ChangeReport {
    /// `before` and `after` are `(name, value)` rows sorted by name (`Session.stateRows`).
    public init(from before: [(name: String, value: String)], to after: [(name: String, value: String)], width: Int?) {
        let undeclared = "undeclared"
        var entries: [Entry] = []
        func changed(_ name: String, _ before: String, _ after: String) -> Entry {
            let (old, new) = ReportLine(width: width, label: name).fit(LimitedText(whole: before), LimitedText(whole: after))
            return Entry(name: name, path: "", changed: true, before: old, after: new)
        }
        var old = before[...], new = after[...]
        while !old.isEmpty || !new.isEmpty {
            if let o = old.first, let n = new.first, o.name == n.name {
                if o.value != n.value { entries.append(changed(o.name, o.value, n.value)) }
                old.removeFirst()
                new.removeFirst()
            } else if let o = old.first, new.first.map({ o.name < $0.name }) ?? true {
                entries.append(changed(o.name, o.value, undeclared))
                old.removeFirst()
            } else if let n = new.first {
                entries.append(changed(n.name, undeclared, n.value))
                new.removeFirst()
            }
        }
        self.entries = entries
        self.verbose = false
    }
}
