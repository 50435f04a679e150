import StateBinding
import Testing

/// A write through a derived binding changes its storage in place: the buffer of the array
/// that holds the element is the same before and after, so nothing was copied.
@Suite("Writes in place")
struct InPlaceWriteTests {
    struct Row { var value: Int; var cells: [Int] }
    struct Table { var rows: [Row]; var name: String }

    private func bufferAddress<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("Writing one element through $table.rows[i].value does not copy the rows")
    func elementWriteKeepsBuffer() {
        @State var table = Table(rows: (0..<1000).map { Row(value: $0, cells: [$0]) }, name: "t")
        let before = bufferAddress(table.rows)
        let cell = $table.rows[500].value
        for step in 0..<100 { cell.wrappedValue = step }
        #expect(bufferAddress(table.rows) == before)
        #expect(table.rows[500].value == 99)
    }

    @Test("Writing inside a nested array keeps both arrays' buffers")
    func nestedWriteKeepsBuffers() {
        @State var table = Table(rows: (0..<100).map { Row(value: $0, cells: Array(0..<100)) }, name: "t")
        let outer = bufferAddress(table.rows)
        let inner = bufferAddress(table.rows[7].cells)
        $table.rows[7].cells[50].wrappedValue = -1
        $table.rows[7].cells.wrappedValue.append(100)
        #expect(bufferAddress(table.rows) == outer)
        #expect(table.rows[7].cells[50] == -1)
        #expect(table.rows[7].cells.count == 101)
        _ = inner
    }

    @Test("A copy held elsewhere keeps its value: copy-on-write still applies")
    func copiesAreIndependent() {
        @State var numbers = [1, 2, 3]
        let snapshot = numbers
        $numbers[0].wrappedValue = 100
        #expect(snapshot == [1, 2, 3])
        #expect(numbers == [100, 2, 3])
    }

    @Test("A write through a closure-free chain of depth 8 reaches the leaf")
    func deepChain() {
        struct L3 { var leaf = 0 }
        struct L2 { var next = L3() }
        struct L1 { var next = L2() }
        @State var root = [[L1()]]
        $root[0][0].next.next.leaf.wrappedValue = 8
        #expect(root[0][0].next.next.leaf == 8)
    }
}
