/// The undo log of the statement being run. Every write to a box records how to put back
/// what it changed (the old part, or the inverse of an append/insert/remove), never a copy
/// of the whole value, so journaling keeps writes O(depth). A failed statement replays the
/// log backwards; a completed one forgets it.
final class Journal {
    private var undoActions: [() -> Void] = []

    func record(_ undo: @escaping () -> Void) {
        undoActions.append(undo)
    }

    func rollBack() {
        while let undo = undoActions.popLast() { undo() }
    }

    func commit() {
        undoActions.removeAll(keepingCapacity: true)
    }
}
