import BindscopeLanguage
import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// The history keeps its entries by their parts (`HistoryEntries`): each entry put together
/// again is the one recorded, whichever text it came from and wherever its name is.
@Suite("History entries kept by their parts")
struct HistoryEntriesTests {
    private func entry(
        _ source: SourceText, _ line: Int, _ column: Int, anchor: (line: Int, column: Int), flags: HistoryEntry.Flags = [],
        changed: [String] = []
    ) -> HistoryEntry {
        HistoryEntry(
            source: source, start: CompactLocation(SourceLocation(line: line, column: column)),
            anchor: CompactLocation(SourceLocation(line: anchor.line, column: anchor.column)), flags: flags,
            changed: changed, types: [])
    }

    private func same(_ a: HistoryEntry, _ b: HistoryEntry) -> Bool {
        a.source === b.source && a.start == b.start && a.anchor == b.anchor && a.flags == b.flags && a.changed == b.changed
            && a.types.isEmpty == b.types.isEmpty
    }

    private var recorded: [HistoryEntry] {
        let first = SourceText("let a = 1\nlet b = 2\n", fileName: "first.swift")
        let second = SourceText("var c = 1, d = 2\n", fileName: "second.swift")
        return [
            entry(first, 1, 1, anchor: (1, 5), flags: [.beginsStep]),
            entry(first, 2, 1, anchor: (2, 5), flags: [.wrote], changed: ["x", "y"]),
            entry(second, 1, 1, anchor: (1, 5), flags: [.beginsEntry, .beginsStep]),
            entry(second, 1, 1, anchor: (1, 12)),
            // A name on a later line, and one too far along its line for 16 bits.
            entry(second, 3, 2, anchor: (4, 1)),
            entry(second, 5, 1, anchor: (5, 70_000)),
            // A start too far along its line for 16 bits.
            entry(second, 6, 70_000, anchor: (6, 70_004)),
            entry(first, 7, 3, anchor: (7, 3), flags: [.quiet]),
        ]
    }

    @Test("Each entry put together again is the one appended")
    func roundTrip() {
        let recorded = recorded
        let entries = HistoryEntries(recorded)
        #expect(entries.count == recorded.count)
        for (kept, original) in zip(entries, recorded) { #expect(same(kept, original)) }
        #expect(entries.indices.filter(entries.beginsStep(at:)) == [0, 2])
    }

    @Test("Joined, and taken apart at any place, the entries stay the same")
    func joinAndSlice() {
        let recorded = recorded
        for cut in 0...recorded.count {
            let joined = HistoryEntries(recorded[..<cut]) + HistoryEntries(recorded[cut...])
            #expect(zip(joined, recorded).allSatisfy(same) && joined.count == recorded.count)
            let back = HistoryEntries(joined[cut...])
            #expect(zip(back, recorded[cut...]).allSatisfy(same) && back.count == recorded.count - cut)
        }
    }
}
