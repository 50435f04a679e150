/// A report of how two states of a session differ (`:undo`, `:redo`, `:goto`), in the lines a
/// write's report uses: `  name: old → new` for each name whose value differs, `undeclared`
/// for the side where a name does not exist; `no change` when none differs.
extension ChangeReport {
    /// `before` and `after` are `(name, value)` rows sorted by name (`Session.stateRows`).
    init(from before: [(name: String, value: String)], to after: [(name: String, value: String)]) {
        let undeclared = "undeclared"
        var entries: [Entry] = []
        var old = before[...], new = after[...]
        while !old.isEmpty || !new.isEmpty {
            if let o = old.first, let n = new.first, o.name == n.name {
                if o.value != n.value { entries.append(Entry(name: o.name, changed: true, before: o.value, after: n.value)) }
                old.removeFirst()
                new.removeFirst()
            } else if let o = old.first, new.first.map({ o.name < $0.name }) ?? true {
                entries.append(Entry(name: o.name, changed: true, before: o.value, after: undeclared))
                old.removeFirst()
            } else if let n = new.first {
                entries.append(Entry(name: n.name, changed: true, before: undeclared, after: n.value))
                new.removeFirst()
            }
        }
        self.entries = entries
        self.verbose = false
    }
}
