import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession
@testable import enum BindscopeLanguage.SessionParser

/// Lines alike but for their integer literals run one checked statement (`StatementCache`),
/// and the parser gives the later ones as copies of the first (`Parser.repeatedStatement`):
/// what a script prints must not tell.
@Suite("Statement cache: lines alike reuse one checked statement")
struct StatementCacheTests {
    private struct Run {
        var ok: Bool
        var output: String
        var errors: String
        var hits: Int
        var copies: Int
    }

    /// Runs `source` as `bindscope FILE` does (parsed while it runs), or parsed whole first
    /// as `Session.run` parses a text, reusing checked statements or not.
    private func run(
        _ source: String, reusing: Bool = true, quiet: Bool = true, streamed: Bool = true, copying: Bool = true
    ) -> Run {
        let harness = SessionHarness(loadSample: false)
        harness.session.reusesCheckedStatements = reusing
        harness.session.copiesStatementsAlike = copying
        // As `bindscope FILE` runs a script that does not look back.
        var options = Session.Options(quiet: quiet, keepGoing: true, overlapsParsing: streamed)
        options.hoistsTypeDeclarations = true
        options.recordsHistory = false
        let ok = harness.session.run(source, fileName: "script.swift", options: options)
        return Run(
            ok: ok, output: harness.capturedOutput, errors: harness.capturedErrors,
            hits: harness.session.statementCacheHits, copies: harness.session.copiedStatements)
    }

    /// Runs `source` both ways, streamed and parsed whole (copying lines alike or parsing
    /// each), and expects the same output and errors; returns the streamed run reusing checked
    /// statements.
    private func expectSame(_ source: String, quiet: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) -> Run {
        let reused = run(source, quiet: quiet)
        let fresh = run(source, reusing: false, quiet: quiet)
        let whole = run(source, quiet: quiet, streamed: false)
        let wholeFresh = run(source, reusing: false, quiet: quiet, streamed: false)
        let parsedEach = run(source, quiet: quiet, streamed: false, copying: false)
        #expect(parsedEach.copies == 0, sourceLocation: sourceLocation)
        for other in [fresh, whole, wholeFresh, parsedEach] {
            #expect(reused.ok == other.ok, sourceLocation: sourceLocation)
            #expect(reused.output == other.output, sourceLocation: sourceLocation)
            #expect(reused.errors == other.errors, sourceLocation: sourceLocation)
        }
        #expect(fresh.hits == 0 && wholeFresh.hits == 0, sourceLocation: sourceLocation)
        // A whole parse copies the lines the stream copies, but for the first line of each
        // shape its second half meets, when a long text is parsed in halves (it starts with
        // no shapes, see `SessionParser+Halves`): at least one, at most the 16 a parse keeps.
        for copies in [whole.copies, wholeFresh.copies] {
            let halves = source.utf8.count >= SessionParser.halvesMinimumSize
            #expect(halves ? (1...16).contains(reused.copies - copies) : copies == reused.copies, sourceLocation: sourceLocation)
        }
        return reused
    }

    @Test("The benchmark's lines: checked once per shape, parsed once per shape")
    func benchmarkLines() {
        var lines = [
            "struct Cell { var value: Int }", "struct Row { var cells: [Cell] }", "struct Model { var rows: [Row] }",
            "@State var model = Model(rows: Array(repeating: Row(cells: Array(repeating: Cell(value: 0), count: 10)), count: 100))",
        ]
        for k in 0..<3_000 { lines.append("model.rows[\(k % 100)].cells[\((k / 100) % 10)].value = \(k)") }
        lines.append("print(model.rows[0].cells[0].value, model.rows[99].cells[9].value, model.rows[42].cells[3].value)")
        let result = expectSame(lines.joined(separator: "\n") + "\n")
        #expect(result.ok)
        #expect(result.output == "2000 2999 2342\n")
        // Each row and cell index is a part of the checked statement (a fixed path); the value
        // is a slot. 1,000 combinations of indices, each checked once per length of the value.
        #expect(result.hits >= 3_000 - 2 * 1_000 - 100)
        #expect(result.copies >= 2_900)
    }

    @Test("A line alike that fails to run reports its own place and changes nothing")
    func failingLineAlike() {
        let result = expectSame(
            """
            var xs = [1, 2, 3]
            var big = Int.max - 10
            var sum = 0
            sum = 10 + big
            sum = 11 + big
            xs.insert(4, at: 1)
            xs.insert(5, at: 9)
            xs.insert(6, at: 2)
            print(sum, xs)
            sum = 1 + 2
            sum = 3 + 4
            sum = 12 + big
            print(sum)

            """)
        #expect(!result.ok)
        #expect(result.output == "9223372036854775807 [1, 4, 6, 2, 3]\n7\n")
        #expect(result.errors.contains("script.swift:5:7: error: Swift runtime failure: arithmetic overflow"))
        #expect(result.errors.contains("script.swift:7:1: error: Fatal error: Array index is out of range"))
        #expect(result.errors.contains("script.swift:12:7: error: Swift runtime failure: arithmetic overflow"))
        #expect(result.hits >= 2)
    }

    @Test("A literal whose type comes from its context: one that overflows fails to check")
    func literalThatOverflows() {
        let result = expectSame(
            """
            var small: Int8 = 0
            small = 100
            small = 127
            small = 128
            small = 300
            small = 5
            var wide = 0
            wide = 999999999999999999
            wide = 1000000000000000000
            wide = 9223372036854775807
            wide = 9223372036854775808
            print(small, wide)

            """)
        #expect(!result.ok)
        #expect(result.output == "5 9223372036854775807\n")
        #expect(result.errors.contains("script.swift:4:9: error: integer literal '128' overflows when stored into 'Int8'"))
        #expect(result.errors.contains("script.swift:5:9: error: integer literal '300' overflows when stored into 'Int8'"))
        #expect(result.errors.contains("script.swift:11:8: error: integer literal '9223372036854775808' overflows when stored into 'Int'"))
    }

    @Test("A declaration changes what a line alike means: an overload, an extension, a watch, a shadowing name")
    func declarationsChangeMeaning() {
        let result = expectSame(
            """
            func describe(_ x: Any) -> String { "any \\(x)" }
            print(describe(1))
            print(describe(2))
            func describe(_ x: Int) -> String { "int \\(x)" }
            print(describe(3))
            extension Int { func describe(_ x: Int) -> String { "method \\(x)" } }
            print(describe(4))
            var n = 1
            n = 2
            :watch twice = n * 2
            n = 3
            print(twice)
            let limit: Int8 = 1
            print(limit + 1)
            print(limit + 2)

            """, quiet: false)
        #expect(result.ok)
        #expect(result.output.contains("any 2\nint 3\n"))
    }

    @Test("Variables first assigned by a line alike, and results echoed as $R0, $R1…")
    func initializationAndResults() {
        let result = expectSame(
            """
            let a: Int
            let b: Int
            a = 1
            b = 2
            a = 3
            print(a, b)
            a + 10
            b + 20
            $R0 + $R1
            $R1 + $R0

            """, quiet: false)
        #expect(!result.ok)
        #expect(result.errors.contains("script.swift:5:3: error: immutable value 'a' may only be initialized once"))
    }

    @Test("Random lines alike, declarations and failures between them: the same output as checking every line")
    func randomScripts() {
        var generator = SplitMix(seed: 14)
        for _ in 0..<12 {
            var lines = ["@State var grid = [[0, 0, 0], [0, 0, 0]]", "var xs = [1, 2, 3]", "var total = 0", "let cell = $grid[1][2]"]
            for _ in 0..<300 {
                let a = generator.next(below: 4), b = generator.next(below: 4), k = generator.next(below: 1_000)
                switch generator.next(below: 12) {
                case 0: lines.append("grid[\(a % 3)][\(b)] = \(k)")
                case 1: lines.append("total = total + \(k)")
                case 2: lines.append("xs.append(\(k))")
                case 3: lines.append("xs[\(a)] = \(k) * \(b)")
                case 4: lines.append("print(xs[\(a)], total, cell.wrappedValue)")
                case 5: lines.append("total = \(k) - total")
                case 6: lines.append("xs.remove(at: \(a * 3))")
                case 7: lines.append("var v\(k) = \(b)")
                case 8: lines.append(":watch w\(k) = grid[\(a % 2)][0] + total")
                case 9: lines.append("grid[\(a % 2)][\(b % 3)] += \(k % 7)")
                case 10: lines.append("total = total / \(b)")
                default: lines.append("print(\(k) + \(a), \"\(b)\")")
                }
            }
            lines.append("print(grid, xs, total)")
            let source = lines.joined(separator: "\n") + "\n"
            _ = expectSame(source)
            _ = expectSame(source, quiet: false)
        }
    }

    @Test("Declarations alike (the benchmark's bindings): the value checked once, each line its own name")
    func declarationsAlike() {
        var lines = ["@State var items = Array(repeating: 0, count: 300)"]
        for k in 0..<300 { lines.append("let b\(k) = $items[\(k)]") }
        lines += ["b7.wrappedValue = 70", "items[8] = 80", "print(b7.wrappedValue, b8.wrappedValue, b299.wrappedValue, items[7])"]
        let source = lines.joined(separator: "\n") + "\n"
        let result = expectSame(source)
        #expect(result.ok)
        #expect(result.output == "70 80 0 70\n")
        // One check per length of the name and of the index (1, 2 and 3 digits), and one
        // parse: the rest are copies.
        #expect(result.hits >= 300 - 3)
        #expect(result.copies >= 300 - 3)
        let echoed = expectSame(source, quiet: false)
        #expect(echoed.output.contains("b299: Binding<Int> = Binding<Int>(wrappedValue: 0)\n"))
    }

    @Test("Commands over declarations alike (history, undo, redo, why, dependents) tell nothing of the copies")
    func commandsOverDeclarationsAlike() {
        var lines = ["@State var items = Array(repeating: 0, count: 40)"]
        for k in 0..<30 { lines.append("let b\(k) = $items[\(k)]") }
        lines += [
            "b7.wrappedValue = 70", ":why b7", ":dependents items", ":deps b8", ":history",
            "let b30 = $items[30]", "let b31 = $items[31]", ":undo", ":undo", "print(b30)", ":redo",
            "let b41 = $items[41]", "let b32 = $items[32]", "let b32 = $items[33]", "let b33 = $items[33]",
            "items[33] = 5", ":log", ":states", "print(b31, b33)", "print(b41)",
        ]
        let source = lines.joined(separator: "\n") + "\n"
        func run(copying: Bool) -> (ok: Bool, output: String, errors: String, copies: Int) {
            let harness = SessionHarness(loadSample: false)
            harness.session.copiesStatementsAlike = copying
            let ok = harness.session.run(source, fileName: "script.swift", options: Session.Options(quiet: false, keepGoing: true))
            return (ok, harness.capturedOutput, harness.capturedErrors, harness.session.copiedStatements)
        }
        let copied = run(copying: true), parsed = run(copying: false)
        #expect(copied.copies >= 30)
        #expect(parsed.copies == 0)
        #expect(copied.ok == parsed.ok)
        #expect(copied.output == parsed.output)
        #expect(copied.errors == parsed.errors)
        // A binding past the end is made broken (StateBinding reads nothing to make one);
        // reading it traps.
        #expect(copied.output.contains("b41: Binding<Int> = broken (index 41 out of range)\n"))
        #expect(copied.errors.contains("script.swift:51:1: error: Fatal error: Index out of range"))
        #expect(copied.errors.contains("script.swift:45:5: error: invalid redeclaration of 'b32'"))
    }

    @Test("A declaration alike that fails declares nothing; a redeclaration alike stays an error")
    func failingDeclarationAlike() {
        let result = expectSame(
            """
            var xs = [1, 2, 3]
            let e0 = xs[0] + 10
            let e1 = xs[9] + 10
            let e1 = xs[1] + 10
            let e2 = xs[2] + 10
            let e2 = xs[0] + 10
            print(e0, e1, e2)
            print(e3)

            """)
        #expect(!result.ok)
        #expect(result.output == "11 12 13\n")
        #expect(result.errors.contains("script.swift:3:10: error: Fatal error: Index out of range"))
        #expect(result.errors.contains("script.swift:6:5: error: invalid redeclaration of 'e2'"))
        #expect(result.errors.contains("script.swift:8:7: error: cannot find 'e3' in scope"))
        #expect(result.hits >= 1)
    }

    @Test("A declaration whose value names one it could declare has no shape: each line means its own")
    func declarationNamingItsKind() {
        let result = expectSame(
            """
            let x1 = 1
            let x2 = x1 + 1
            let x3 = x2 + 1
            let y = 5
            let y2 = y + 1
            let y3 = y + 2
            let _z1 = 4
            let z2 = _z1 * 2
            let z3 = _z1 * 3
            print(x1, x2, x3, y2, y3, z2, z3)

            """)
        #expect(result.ok)
        #expect(result.output == "1 2 3 6 7 8 12\n")
    }

    @Test("Random declarations alike, naming each other, redeclared, failing: the same output as checking every line")
    func randomDeclarations() {
        var generator = SplitMix(seed: 1541)
        for _ in 0..<10 {
            var lines = ["@State var grid = [[0, 0, 0], [0, 0, 0]]", "var xs = [1, 2, 3]"]
            for _ in 0..<250 {
                let a = generator.next(below: 4), b = generator.next(below: 4), k = generator.next(below: 30)
                let j = generator.next(below: 30)
                switch generator.next(below: 10) {
                case 0: lines.append("let a\(k) = xs[\(a)] + \(b)")
                case 1: lines.append("var a\(k) = a\(j) + \(b)")
                case 2: lines.append("let g\(k) = $grid[\(a % 2)][\(b % 3)]")
                case 3: lines.append("grid[\(a % 2)][\(b % 3)] = \(k)")
                case 4: lines.append("print(g\(k).wrappedValue, a\(j))")
                case 5: lines.append("a\(k) += \(b)")
                case 6: lines.append("var m\(k) = \(j) * \(b)")
                case 7: lines.append("xs.append(\(k))")
                case 8: lines.append("let s\(k) = g\(j).wrappedValue + xs[\(a + b)]")
                default: lines.append("print(a\(k), m\(j), s\(k))")
                }
            }
            lines.append("print(grid, xs)")
            let source = lines.joined(separator: "\n") + "\n"
            let result = expectSame(source)
            #expect(result.hits > 0)
            _ = expectSame(source, quiet: false)
        }
    }

    @Test("Declarations alike through a user wrapper's $x, captured by a closure, shadowed in it")
    func declarationsThroughWrappers() {
        let result = expectSame(
            """
            @propertyWrapper struct Tenfold { var wrappedValue: Int; var projectedValue: Int { wrappedValue * 10 } }
            @Tenfold var t = 1
            let p1 = $t + 1
            let p2 = $t + 2
            t = 2
            let p3 = $t + 3
            let sum = { (p2: Int) in p1 + p2 + p3 }
            print(p1, p2, p3, sum(100))

            """, quiet: false)
        #expect(result.ok)
        #expect(result.output.contains("11 12 23 134\n"))
    }
}

/// A small deterministic generator (SplitMix64) for the random scripts.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
