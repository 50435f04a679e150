import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// Int expressions evaluated as words (`IntForm`) and the block that places its statements'
/// traps: each must trap, roll back and report exactly as the `Value` evaluators they stand
/// beside.
@Suite("Int forms in loops")
struct IntFormTests {
    @Test("A trap from Int arithmetic in a loop's index, after writes by address, rolls the loop back and is placed at its statement")
    func remainderByZeroRollsBack() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            var grid = [[0, 0], [0, 0], [0, 0]]
            var d = 3
            """)
        #expect(!harness.run("""
            for i in 0..<40 {
                grid[i % 3][i % 2] += i
                if i == 30 { d = 0 }
                grid[i % d][0] = i
            }
            """))
        #expect(harness.standardError.contains(":4:10: error: Fatal error: Division by zero in remainder operation"))
        #expect(harness.output(of: "print(grid, d)") == "[[0, 0], [0, 0], [0, 0]] 3\n")
    }

    @Test("An index out of range read by address in a block's second statement is placed at that statement")
    func outOfRangePlacedAtStatement() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            var rows = [[1, 2], [3, 4]]
            var total = 0
            """)
        #expect(!harness.run("""
            for i in 0..<30 {
                rows[i % 2][1] = i
                total += rows[i / 10][0]
            }
            """))
        #expect(harness.standardError.contains(":3:14: error: Fatal error: Index out of range"))
        #expect(harness.output(of: "print(rows, total)") == "[[1, 2], [3, 4]] 0\n")
        // A write reports it at its statement, which the block places: the second of two, and
        // the second of three.
        #expect(!harness.run("for i in 0..<30 {\n    total += rows[i % 2][0]\n    rows[i / 10][1] = i\n}"))
        #expect(harness.standardError.contains(":3:5: error: Fatal error: Index out of range"))
        #expect(!harness.run("for i in 0..<30 {\n    total += rows[i % 2][0]\n    total += 1\n    rows[i / 10][1] = i\n}"))
        #expect(harness.standardError.contains(":4:5: error: Fatal error: Index out of range"))
        #expect(harness.output(of: "print(rows, total)") == "[[1, 2], [3, 4]] 0\n")
    }

    @Test("A binding and a watch of a cell a loop writes through computed indices report the loop's last value")
    func watchedCellReports() {
        let harness = SessionHarness(loadSample: false)
        harness.run("""
            struct Cell { var value: Int }
            struct Row { var cells: [Cell] }
            struct Model { var rows: [Row] }
            @State var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 4)), count: 3))
            var k = 1
            let cell = $model.rows[1].cells[3].value
            :watch w = model.rows[k % 3].cells[3].value + k * 10
            """)
        harness.run("for i in 0..<40 {\n model.rows[i % 3].cells[3].value = i\n}", quiet: false)
        let entries = harness.session.lastReport?.entries.filter(\.changed) ?? []
        // The State names the three cells that changed, in the order the loop first wrote them.
        #expect(entries.map(\.name) == ["model", "model", "model", "cell", "w"])
        #expect(entries.prefix(3).map { "\($0.path): \($0.before) → \($0.after)" } == [
            ".rows[0].cells[3].value: 0 → 39", ".rows[1].cells[3].value: 0 → 37", ".rows[2].cells[3].value: 0 → 38",
        ])
        #expect(entries.suffix(2).map { "\($0.before) → \($0.after)" } == ["0 → 37", "10 → 47"])
        // The watch read `k` as a word too: a write to `k` alone reaches it.
        harness.run("k = 2", quiet: false)
        #expect(harness.session.lastReport?.entries.filter(\.changed).map { "\($0.name) \($0.after)" } == ["w 58"])
        // Writes to a row the watch does not read leave it alone.
        harness.run("for i in 0..<20 {\n model.rows[0].cells[3].value += i\n}", quiet: false)
        #expect(harness.session.lastReport?.entries.filter(\.changed).map(\.name) == ["model"])
    }

    @Test("Arithmetic on Ints overflows and divides by zero as Swift does, through every operator's word form")
    func arithmeticTraps() {
        let harness = SessionHarness(loadSample: false)
        harness.run("var big = Int.max\nvar zero = 0\nvar minusOne = -1\nvar small = Int.min")
        #expect(!harness.run("_ = big + 1"))
        #expect(harness.standardError.contains("arithmetic overflow"))
        #expect(!harness.run("_ = small / minusOne"))
        #expect(harness.standardError.contains("Fatal error: Division results in an overflow"))
        #expect(!harness.run("_ = small % minusOne"))
        #expect(harness.standardError.contains("Fatal error: Division results in an overflow in remainder operation"))
        #expect(!harness.run("_ = big / zero"))
        #expect(harness.standardError.contains("Fatal error: Division by zero"))
        #expect(harness.output(of: "print(big &+ 1 == small, small &- 1 == big, big &* 2, -7 / 2, -7 % 2, 1 << 70, -8 >> 1, 6 & 3, 6 | 3, 6 ^ 3)")
            == "true true -2 -3 -1 0 -4 2 7 5\n")
    }

    @Test("A loop variable captured only by a nested function is still a new variable each iteration; nested loops reuse theirs")
    func capturedByNestedFunction() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.output(of: """
            var readers: [() -> Int] = []
            for i in 0..<4 {
                func read() -> Int { i * 10 }
                if i % 2 == 0 { readers.append(read) }
            }
            var pairs = 0
            for i in 0..<3 { for j in i..<3 { pairs += i * 10 + j } }
            func sum(_ n: Int) -> Int {
                var total = 0
                for k in 0..<n { total += k + (k > 0 ? sum(k - 1) : 0) }
                return total
            }
            print(readers.map { $0() }, pairs, sum(4))
            """) == "[0, 20] \(Self.pairs) \(Self.sum(4))\n")
    }

    static let pairs = (0..<3).reduce(0) { total, i in (i..<3).reduce(total) { $0 + i * 10 + $1 } }

    static func sum(_ n: Int) -> Int {
        var total = 0
        for k in 0..<n { total += k + (k > 0 ? sum(k - 1) : 0) }
        return total
    }

    @Test("Nested Int arithmetic finds each operand's form, operands sharing a start and an operator included")
    func nestedArithmetic() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.output(of: """
            var total = 0
            var k = 3
            for i in 0..<20 {
                total += i + 1 + 2 - (i * k + i % k) * 2 + (i - k) * (i + k) / (k + 1)
                total -= [10, 20, 30][(i + k) % 3] + [1, 2][i * 3 % 2] + ((i)) % 4 * 5 * 7
                if i + 1 + 2 > 10 && i * k * 2 < 90 { total += 1000 }
            }
            print(total)
            """) == "\(Self.nestedTotal)\n")
    }

    static let nestedTotal: Int = {
        var total = 0
        let k = 3
        for i in 0..<20 {
            total += i + 1 + 2 - (i * k + i % k) * 2 + (i - k) * (i + k) / (k + 1)
            total -= [10, 20, 30][(i + k) % 3] + [1, 2][i * 3 % 2] + ((i)) % 4 * 5 * 7
            if i + 1 + 2 > 10 && i * k * 2 < 90 { total += 1000 }
        }
        return total
    }()
}
