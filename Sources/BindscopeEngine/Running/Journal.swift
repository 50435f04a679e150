/// The undo log of the statement being run. A failed statement replays it backwards; a
/// completed one forgets it.
///
/// Each write records how to put back what it changed (the old part, or the inverse of an
/// append/insert/remove), never a copy of the whole value, so journaling keeps writes
/// O(depth). A statement that writes very many times (a long loop) would make that log grow
/// without bound, so past `fineGrainedLimit` entries the journal switches to one snapshot per
/// box: the box's value before the statement, rebuilt once by undoing its entries on a copy.
/// Later writes to a snapshotted box record nothing.
final class Journal {
    typealias Undo = (inout Value) -> Void

    private struct Entry {
        let box: Box
        let steps: [PathStep]
        let undo: Undo
    }

    private var entries: [Entry] = []
    private var snapshots: [ObjectIdentifier: (box: Box, value: Value)] = [:]
    let fineGrainedLimit: Int

    init(fineGrainedLimit: Int = 100_000) {
        self.fineGrainedLimit = fineGrainedLimit
    }

    /// Whether a write to `box` needs an entry; false once the box is snapshotted.
    func needsEntry(for box: Box, in execution: Execution) -> Bool {
        let id = ObjectIdentifier(box)
        if !snapshots.isEmpty, snapshots[id] != nil { return false }
        guard entries.count >= fineGrainedLimit else { return true }
        snapshotEveryBox(in: execution)
        if snapshots[id] == nil { snapshots[id] = (box, box.value) }
        return false
    }

    func record(_ box: Box, _ steps: [PathStep], _ undo: @escaping Undo) {
        entries.append(Entry(box: box, steps: steps, undo: undo))
    }

    func rollBack(in execution: Execution) {
        while let entry = entries.popLast() {
            _ = try? entry.box.value.modify(entry.steps[...], in: execution) { entry.undo(&$0) }
        }
        for (box, value) in snapshots.values { box.value = value }
        snapshots = [:]
    }

    func commit() {
        entries.removeAll(keepingCapacity: true)
        snapshots = [:]
    }

    var isEmpty: Bool { entries.isEmpty && snapshots.isEmpty }

    /// Turns the fine-grained entries into one pre-statement value per box.
    private func snapshotEveryBox(in execution: Execution) {
        var rebuilt: [ObjectIdentifier: (box: Box, value: Value)] = [:]
        for entry in entries.reversed() {
            let id = ObjectIdentifier(entry.box)
            var value = rebuilt[id]?.value ?? entry.box.value
            _ = try? value.modify(entry.steps[...], in: execution) { entry.undo(&$0) }
            rebuilt[id] = (entry.box, value)
        }
        snapshots.merge(rebuilt) { current, _ in current }
        entries.removeAll()
    }
}
