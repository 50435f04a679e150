import Foundation

/// A program one benchmark runs: the file, and what it must print (checked after every run, so
/// a session that fails or computes something else is an error, not a fast figure).
struct Program: Sendable {
    var path: String
    var expectedOutput: String
}

/// The programs of the suite, written once per benchmark process into a temporary directory
/// (not timed) and removed at exit unless a benchmark failed.
struct SessionFiles: Sendable {
    /// Lines of writes in the throughput session (one statement each).
    static let statementCount = 200_000
    /// Lines of the long session: ten times as many, for memory that must not grow with them.
    static let longStatementCount = 2_000_000
    /// Rows × cells of the small and the large model: 1k and 1M cells.
    static let smallRows = 100
    static let largeRows = 100_000
    static let cellsPerRow = 10
    /// Writes of the loop in the model-size sessions, the same for both sizes.
    static let loopWrites = 100_000

    /// 200k lines `model.rows[r].cells[c].value = k` into a `@State var model`.
    var statements: Program
    /// The same lines as a Python program over plain classes.
    var statementsPython: Program
    /// 2M lines of the same kind.
    var longStatements: Program
    /// An empty session: what remains is start-up, with the sample model (loaded by default).
    var empty: Program
    /// An empty Python program: CPython's own start-up.
    var emptyPython: Program
    /// The model built, then printed; and the same with the write loop in between.
    var smallBuild: Program
    var smallWrites: Program
    var largeBuild: Program
    var largeWrites: Program
    /// The loop programs (`LoopProgram.all`) by name: the session and the Python program.
    var loops: [String: (session: Program, python: Program)]

    static func generate() throws -> SessionFiles {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bindscope-session-benchmarks-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        temporaryDirectory.set(directory)
        atexit { temporaryDirectory.remove() }

        func write(_ name: String, _ text: String, expecting output: String) throws -> Program {
            let path = directory + "/" + name
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return Program(path: path, expectedOutput: output)
        }
        let statements = Statements(count: statementCount)
        let longStatements = Statements(count: longStatementCount, withPython: false)
        var loops: [String: (session: Program, python: Program)] = [:]
        for (index, loop) in LoopProgram.all.enumerated() {
            loops[loop.name] = (
                try write("loop-\(index).swift", loop.session, expecting: loop.output),
                try write("loop-\(index).py", loop.python, expecting: loop.output))
        }
        return SessionFiles(
            statements: try write("statements.swift", statements.session, expecting: statements.output),
            statementsPython: try write("statements.py", statements.python, expecting: statements.output),
            longStatements: try write("long-statements.swift", longStatements.session, expecting: longStatements.output),
            empty: try write("empty.swift", "", expecting: ""),
            emptyPython: try write("empty.py", "", expecting: ""),
            smallBuild: try ModelSession(rows: smallRows, writes: 0).write(to: write),
            smallWrites: try ModelSession(rows: smallRows, writes: loopWrites).write(to: write),
            largeBuild: try ModelSession(rows: largeRows, writes: 0).write(to: write),
            largeWrites: try ModelSession(rows: largeRows, writes: loopWrites).write(to: write),
            loops: loops
        )
    }
}

/// The model every session declares: rows of cells, as in `person.address.items[3].value`.
private let sessionTypes = """
    struct Cell { var value: Int }
    struct Row { var cells: [Cell] }
    struct Model { var rows: [Row] }

    """

private func sessionModel(rows: Int) -> String {
    let cells = SessionFiles.cellsPerRow
    let row = "Row(cells: Array(repeating: Cell(value: 0), count: \(cells)))"
    return "@State var model = Model(rows: Array(repeating: \(row), count: \(rows)))\n"
}

/// The throughput program: line k writes k into row k % 100, cell (k / 100) % 10, so lines
/// differ and every cell of the model is written.
private struct Statements {
    var session = ""
    var python = ""
    var output = ""

    init(count: Int, withPython: Bool = true) {
        let rows = 100
        var cells = Array(repeating: Array(repeating: 0, count: SessionFiles.cellsPerRow), count: rows)
        session.reserveCapacity(count * 40)
        if withPython { python.reserveCapacity(count * 40) }
        session += "// \(count) writes, one statement a line (Benchmarks/SessionBenchmarks).\n"
        session += sessionTypes + sessionModel(rows: rows)
        python += """
            # \(count) writes, one statement a line (Benchmarks/SessionBenchmarks).
            class Cell:
                def __init__(self, value):
                    self.value = value
            class Row:
                def __init__(self, cells):
                    self.cells = cells
            class Model:
                def __init__(self, rows):
                    self.rows = rows
            model = Model([Row([Cell(0) for _ in range(\(SessionFiles.cellsPerRow))]) for _ in range(\(rows))])

            """
        for k in 0..<count {
            let row = k % rows
            let cell = (k / rows) % SessionFiles.cellsPerRow
            cells[row][cell] = k
            let line = "model.rows[\(row)].cells[\(cell)].value = \(k)\n"
            session += line
            if withPython { python += line }
        }
        let check = "print(model.rows[0].cells[0].value, model.rows[\(rows - 1)].cells[\(SessionFiles.cellsPerRow - 1)].value)\n"
        session += check
        python += check
        output = "\(cells[0][0]) \(cells[rows - 1][SessionFiles.cellsPerRow - 1])\n"
    }
}

/// A model of `rows` × 10 cells built with `Array(repeating:count:)`, then `writes` writes at
/// depth 3 by a loop inside the session. Both sizes write the same 1,000 cells (rows 0–99), so
/// the difference between them is what the size of the model adds to a write.
private struct ModelSession {
    var rows: Int
    var writes: Int

    func write(to write: (String, String, String) throws -> Program) throws -> Program {
        var text = "// A model of \(rows * SessionFiles.cellsPerRow) cells, then \(writes) writes (Benchmarks/SessionBenchmarks).\n"
        text += sessionTypes + sessionModel(rows: rows)
        var last = 0
        if writes > 0 {
            text += """
                for i in 0..<\(writes) {
                    model.rows[i % 100].cells[(i / 100) % 10].value = i
                }

                """
            // The last i with i % 100 == 99 and (i / 100) % 10 == 9 writes the cell printed below.
            last = (0..<writes).last { $0 % 100 == 99 && ($0 / 100) % 10 == 9 } ?? 0
        }
        text += "print(model.rows.count, model.rows[99].cells[9].value)\n"
        return try write("model-\(rows)-rows-\(writes)-writes.swift", text, "\(rows) \(last)\n")
    }
}

/// The directory to remove at exit (`atexit` takes a C function, which cannot capture), unless
/// a benchmark failed: then its files stay for inspection.
let temporaryDirectory = TemporaryDirectory()

final class TemporaryDirectory: @unchecked Sendable {
    private let lock = NSLock()
    private var path: String?
    private var keep = false

    func set(_ path: String) { lock.withLock { self.path = path } }

    func keepAtExit() { lock.withLock { keep = true } }

    func remove() {
        lock.withLock {
            if let path, !keep { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
