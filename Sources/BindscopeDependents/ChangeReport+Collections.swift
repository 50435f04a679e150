import BindscopeRuntime

/// Reports of arrays that grew or shrank. Printed old → new, an array that lost its first
/// element differs at every index after it, and the line shows two long values that seem to
/// differ everywhere. When a few insertions and removals explain the change (`ArrayEdits`),
/// each gets a line of its own: `todos: removed [0] Todo(id: 1, …)`, `todos: inserted [3] …`
/// (removals at their old indices, insertions at their new ones). An array whose old and new
/// values fit the line is still shown whole, which is clearer still.
///
/// A binding to an element by index (`let second = $todos[1]`) reads whatever is at that index
/// now: when that is another element than before, its line says which, `second: Todo(id: 2,
/// …) → Todo(id: 3, …) (todos[1] is now what was todos[2])`.
extension ChangeReport {
    /// An element an array gained or lost.
    public struct Edit {
        public let inserted: Bool
        /// In the new array for an insertion, in the old one for a removal.
        public let index: Int
        /// The element, cut to the line.
        public let value: String
    }

    /// The lines of an array at `path` of `name` that changed by insertions and removals, or
    /// nil when it is shown otherwise: not arrays, too many edits, or old and new fit `line`.
    static func editEntries(
        name: String, path: String, _ before: Value?, _ after: Value?, type: SessionType, line: ReportLine,
        printers: (before: ValuePrinter, after: ValuePrinter), acrossStates: Bool
    ) -> [Entry]? {
        // An optional array's edits are its value's (`maybe?.append(…)`).
        if case .optional(let wrapped) = type, case .some(let old)? = before, case .some(let new)? = after {
            return editEntries(
                name: name, path: path, old, new, type: wrapped, line: line, printers: printers, acrossStates: acrossStates)
        }
        // An array emptied or filled from empty reads best whole: `[…] → []`.
        guard case .array(let element) = type, case .array(let old)? = before, case .array(let new)? = after,
            !old.isEmpty, !new.isEmpty,
            let edits = ArrayEdits(
                from: old, to: new, limit: WriteLog.partLimit, same: { $0.isSame(as: $1, acrossStates: acrossStates) })
        else { return nil }
        // Without a width every value fits: shown whole, as parts are.
        guard line.width != nil else { return nil }
        let whole = (
            describe(.value(.array(old)), as: type, printers.before, limit: line.room),
            describe(.value(.array(new)), as: type, printers.after, limit: line.room))
        if whole.0.isComplete, whole.1.isComplete, whole.0.count + whole.1.count <= line.room { return nil }
        func entry(inserted: Bool, _ index: Int, _ value: Value, _ printer: ValuePrinter) -> Entry {
            // The room of ` → NEW`'s arrow goes to the value; `removed [N] ` takes its own.
            let prefix = "\(inserted ? "inserted" : "removed") [\(index)] "
            let room = max(line.room + 3 - prefix.count, ReportLine.minimumRoom)
            let text = describe(.value(value), as: element, printer, limit: room + 1)
            let cut = ReportLine.cut(Array(text.text), isComplete: text.isComplete, room: room, around: 0)
            return Entry(
                name: name, path: path, changed: true, before: "", after: "",
                edit: Edit(inserted: inserted, index: index, value: cut))
        }
        return edits.removed.map { entry(inserted: false, $0, old[$0], printers.before) }
            + edits.inserted.map { entry(inserted: true, $0, new[$0], printers.after) }
    }
}
