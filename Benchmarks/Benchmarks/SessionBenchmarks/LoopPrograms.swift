/// The evaluator's speed (issue 10, item 10): each program as a session and as the equivalent
/// CPython program, run side by side in one run of the suite. Both print the same line, which
/// every run checks, so a program that computes something else is an error, not a fast figure.
///
/// The Python programs run at module level, as the sessions run their statements at the top
/// level: in both, the loop's variables are the program's globals.
struct LoopProgram: Sendable {
    /// The benchmark's name: "session loop NAME: bindscope" and "...: CPython".
    var name: String
    var session: String
    var python: String
    var output: String
    /// What the session language must support for the program to run (e.g. `func`): a session
    /// that uses only this is run once before the benchmarks are registered; when bindscope
    /// rejects it, the program's bindscope benchmark is left out and named in the table.
    var needs: (construct: String, probe: String)?

    static let iterations = 3_000_000
    static let modelIterations = 1_000_000
    static let fibArgument = 30
    static let methodCalls = 1_000_000

    static let all: [LoopProgram] = [plainLoop, modelLoop, recursiveCalls, mutatingMethod]

    /// (a) `total += i % 7` three million times.
    static let plainLoop: LoopProgram = {
        let total = (0..<iterations).reduce(0) { $0 + $1 % 7 }
        return LoopProgram(
            name: "plain \(iterations / 1_000_000)M",
            session: """
                // A plain loop (Benchmarks/SessionBenchmarks).
                var total = 0
                for i in 0..<\(iterations) { total += i % 7 }
                print(total)

                """,
            python: """
                # A plain loop (Benchmarks/SessionBenchmarks).
                total = 0
                for i in range(\(iterations)):
                    total += i % 7
                print(total)

                """,
            output: "\(total)\n")
    }()

    /// (b) A write at depth 4 into a model of structs with arrays, and a read of a sibling row.
    static let modelLoop: LoopProgram = {
        var cells = Array(repeating: Array(repeating: 0, count: 10), count: 10)
        var total = 0
        for i in 0..<modelIterations {
            cells[i % 10][3] = i
            total += cells[(i + 1) % 10][3]
        }
        return LoopProgram(
            name: "model \(modelIterations / 1_000_000)M",
            session: """
                // A model written and read in a loop (Benchmarks/SessionBenchmarks).
                struct Cell { var value: Int }
                struct Row { var cells: [Cell] }
                struct Model { var rows: [Row] }
                var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 10)), count: 10))
                var total = 0
                for i in 0..<\(modelIterations) {
                    model.rows[i % 10].cells[3].value = i
                    total += model.rows[(i + 1) % 10].cells[3].value
                }
                print(model.rows[9].cells[3].value, total)

                """,
            python: """
                # A model written and read in a loop (Benchmarks/SessionBenchmarks).
                class Cell:
                    def __init__(self, value):
                        self.value = value
                class Row:
                    def __init__(self, cells):
                        self.cells = cells
                class Model:
                    def __init__(self, rows):
                        self.rows = rows
                model = Model([Row([Cell(0) for _ in range(10)]) for _ in range(10)])
                total = 0
                for i in range(\(modelIterations)):
                    model.rows[i % 10].cells[3].value = i
                    total += model.rows[(i + 1) % 10].cells[3].value
                print(model.rows[9].cells[3].value, total)

                """,
            output: "\(cells[9][3]) \(total)\n")
    }()

    /// (c) Recursive calls: `fib(30)`, 1.6M calls.
    static let recursiveCalls: LoopProgram = {
        func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
        return LoopProgram(
            name: "fib(\(fibArgument))",
            session: """
                // Recursive calls (Benchmarks/SessionBenchmarks).
                func fib(_ n: Int) -> Int {
                    if n < 2 { return n }
                    return fib(n - 1) + fib(n - 2)
                }
                print(fib(\(fibArgument)))

                """,
            python: """
                # Recursive calls (Benchmarks/SessionBenchmarks).
                def fib(n):
                    if n < 2:
                        return n
                    return fib(n - 1) + fib(n - 2)
                print(fib(\(fibArgument)))

                """,
            output: "\(fib(fibArgument))\n",
            needs: ("`func`", "func f() {}\n"))
    }()

    /// (d) A `mutating func` called a million times.
    static let mutatingMethod: LoopProgram = {
        let count = (0..<methodCalls).reduce(0) { $0 + $1 % 3 }
        return LoopProgram(
            name: "mutating method \(methodCalls / 1_000_000)M",
            session: """
                // A mutating method called in a loop (Benchmarks/SessionBenchmarks).
                struct Counter {
                    var count = 0
                    mutating func add(_ n: Int) { count += n }
                }
                var counter = Counter()
                for i in 0..<\(methodCalls) { counter.add(i % 3) }
                print(counter.count)

                """,
            python: """
                # A mutating method called in a loop (Benchmarks/SessionBenchmarks).
                class Counter:
                    def __init__(self):
                        self.count = 0
                    def add(self, n):
                        self.count += n
                counter = Counter()
                for i in range(\(methodCalls)):
                    counter.add(i % 3)
                print(counter.count)

                """,
            output: "\(count)\n",
            needs: ("`mutating func`", "struct C { var x = 0; mutating func f() { x += 1 } }\n"))
    }()
}
