/// The undo log of the statement being run. A failed statement replays it backwards; a
/// completed one forgets it.
///
/// Each write records how to put back what it changed (the old part, or the inverse of an
/// append/insert/remove), never a copy of the whole value, so journaling keeps writes
/// O(depth). A loop writes the same variables over and over, so a box written more than
/// `entriesPerBox` times in one statement gets one last entry instead: its whole current value
/// (an O(1) copy-on-write copy), which undoes every later write at once; the entries before it
/// undo the rest. Later writes to that box record nothing, and finding that out is a comparison
/// of two integers on the box (`Box.journalEpoch`, `Box.journalEntries`), not a lookup.
/// A box made during the statement records nothing at all.
///
/// Many boxes written a few times each could still make the log grow without bound, so past
/// `fineGrainedLimit` entries the journal switches to one snapshot per box: the box's value
/// before the statement, rebuilt once by undoing its entries on a copy.
public final class Journal {
    public typealias Undo = (inout Value) -> Void

    /// How an entry puts its part back. Most writes replace a part, so most entries hold the
    /// old part itself: a closure capturing it would cost an allocation on every write.
    public enum Restore {
        case value(Value)
        case undo(Undo)

        public func apply(to current: inout Value) {
            switch self {
            case .value(let old): current = old
            case .undo(let undo): undo(&current)
            }
        }
    }

    @usableFromInline struct Entry {
        let box: Box
        let steps: [PathStep]
        let restore: Restore

        @usableFromInline init(box: Box, steps: [PathStep], restore: Restore) {
            self.box = box
            self.steps = steps
            self.restore = restore
        }
    }

    @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
    @exclusivity(unchecked) @usableFromInline var snapshots: [ObjectIdentifier: (box: Box, value: Value)] = [:]
    public let fineGrainedLimit: Int
    /// Entries a box gets in one statement before its whole value is saved instead.
    public let entriesPerBox: Int32
    /// The statement being run: a new number after each commit or roll-back.
    @exclusivity(unchecked) public private(set) var epoch = 0

    public init(fineGrainedLimit: Int = 100_000, entriesPerBox: Int32 = 16) {
        self.fineGrainedLimit = fineGrainedLimit
        self.entriesPerBox = entriesPerBox
    }

    /// Whether a write to `box` needs an entry: false when the box was made during this
    /// statement, or its value from before the statement is already recoverable without one.
    @inlinable @inline(__always)
    public func needsEntry(for box: Box, in execution: Execution) -> Bool {
        if box.journalEpoch == epoch {
            if box.journalEntries == .max { return false }
            if box.journalEntries >= entriesPerBox {
                // Its whole value now undoes every later write: one copy-on-write copy, after
                // which the first write at each level copies that level once.
                let current = box.value
                entries.append(Entry(box: box, steps: [], restore: .value(current)))
                box.journalEntries = .max
                return false
            }
            box.journalEntries += 1
        } else {
            box.journalEpoch = epoch
            box.journalEntries = 1
        }
        guard entries.count >= fineGrainedLimit else { return true }
        snapshotEveryBox(in: execution)
        let id = ObjectIdentifier(box)
        if snapshots[id] == nil { snapshots[id] = (box, box.value) }
        box.journalEntries = .max
        return false
    }

    public func record(_ box: Box, _ steps: [PathStep], _ restore: Restore) {
        entries.append(Entry(box: box, steps: steps, restore: restore))
    }

    public func rollBack(in execution: Execution) {
        while let entry = entries.popLast() {
            _ = try? entry.box.value.modify(entry.steps[...], in: execution) { entry.restore.apply(to: &$0) }
        }
        for (box, value) in snapshots.values { box.value = value }
        snapshots = [:]
        epoch += 1
    }

    public func commit() {
        // A statement commits again after its deinits ran, usually with nothing new. A few
        // entries (one per write, usually) go one by one, keeping the storage: `removeAll(
        // keepingCapacity:)` takes the general path of `replaceSubrange`, about 650
        // instructions for one entry, a tenth of a replayed statement (issue 14 item 4).
        if entries.count < 1_024 {
            while !entries.isEmpty { entries.removeLast() }
        } else {
            entries = []
        }
        if !snapshots.isEmpty { snapshots = [:] }
        epoch += 1
    }

    public var isEmpty: Bool { entries.isEmpty && snapshots.isEmpty }

    /// Turns the fine-grained entries into one pre-statement value per box.
    @usableFromInline func snapshotEveryBox(in execution: Execution) {
        var rebuilt: [ObjectIdentifier: (box: Box, value: Value)] = [:]
        for entry in entries.reversed() {
            let id = ObjectIdentifier(entry.box)
            var value = rebuilt[id]?.value ?? entry.box.value
            _ = try? value.modify(entry.steps[...], in: execution) { entry.restore.apply(to: &$0) }
            rebuilt[id] = (entry.box, value)
        }
        for (box, _) in rebuilt.values { box.journalEntries = .max }
        snapshots.merge(rebuilt) { current, _ in current }
        entries.removeAll()
    }
}
