import Foundation
import Testing

/// No input crashes or hangs bindscope: hostile input ends in an error and exit status 1.
@Suite("Unbreakable: hostile input gets an error, never a crash")
struct RobustnessTests {
    private func expectCleanFailure(_ input: String, _ description: String) throws {
        let result = try BindscopeProcess.run(["--quiet"], input: input)
        expectNoCrash(result, description)
        #expect(result.status == 1, "\(description): exit status \(result.status), stderr: \(result.standardError.prefix(300))")
        #expect(result.standardError.contains("error:"), "\(description): no error reported")
    }

    private func expectNoCrash(_ result: BindscopeProcess.Result, _ description: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.crash == nil, "\(description): \(result.crash ?? ""), stderr: \(result.standardError.prefix(300))", sourceLocation: sourceLocation)
    }

    @Test("100,000 nested brackets of each kind")
    func deepNesting() throws {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let input = "let x = " + String(repeating: open, count: 100_000) + "1"
                + String(repeating: close, count: 100_000) + "\n"
            try expectCleanFailure(input, "nested \(open)")
        }
        try expectCleanFailure(String(repeating: "-", count: 100_000) + "1\n", "100,000 prefix operators")
        try expectCleanFailure("let x = \"" + String(repeating: "\\(\"", count: 50_000) + "\n", "nested interpolations")
    }

    @Test("A 1 MB line")
    func hugeLine() throws {
        let sum = "let x = " + Array(repeating: "1", count: 350_000).joined(separator: "+") + " +\n"
        try expectCleanFailure(sum + "\"unterminated\n", "1 MB sum")
        let junk = String(repeating: "a.", count: 500_000) + "\n"
        try expectCleanFailure(junk, "1 MB member chain")
    }

    @Test("Random bytes", arguments: 0..<20)
    func randomBytes(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let bytes = (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let result = try BindscopeProcess.run(["--quiet"], input: String(decoding: bytes, as: UTF8.self))
        expectNoCrash(result, "seed \(seed)")
        #expect(result.status == 1, "seed \(seed): exit status \(result.status)")
    }

    @Test("Unbounded recursion through a closure is a runtime error")
    func runawayRecursion() throws {
        let input = """
            var countdown: (Int) -> Int = { $0 }
            countdown = { countdown($0 + 1) }
            print(countdown(0))
            print("after")

            """
        let result = try BindscopeProcess.run(["--quiet", "--keep-going"], input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>:3:"))
        #expect(result.standardOutput == "after\n")
    }
}

extension RobustnessTests {
    @Test("Runaway recursion of a function is a stack overflow naming it, rolled back")
    func runawayFunctionRecursion() throws {
        let input = """
            var calls = 0
            func countdown(_ n: Int) -> Int {
                calls += 1
                return countdown(n + 1)
            }
            print(countdown(0))
            print("after", calls)
            func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
            print(depth(5_000))

            """
        let result = try BindscopeProcess.run(["--quiet", "--keep-going"], input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: stack overflow: too many nested calls of 'countdown(_:)'"))
        #expect(result.standardOutput == "after 0\n5000\n")
    }

    @Test("A long script that fails early stops: the parser, held back to a few thousand statements ahead, is let go")
    func longScriptFailingEarly() throws {
        var input = "let x = 1\nx = 2\nvar total = 0\n"
        for k in 0..<20_000 { input += "total += \(k % 7)\n" }
        let result = try BindscopeProcess.run(["--quiet"], input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>:2:1: error: cannot assign to value: 'x' is a 'let' constant"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A trap inside a scalar-tier mutating method, after writes in place, rolls the statement back")
    func scalarMethodTrapRollsBack() throws {
        let input = """
            struct Accumulator {
                var value = 1
                mutating func double() { value *= 2 }
            }
            var accumulator = Accumulator()
            for _ in 0..<10 { accumulator.double() }
            for _ in 0..<100 { accumulator.double() }
            print(accumulator.value)

            """
        let result = try BindscopeProcess.run(["--quiet", "--keep-going"], input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>:3:30: error: Swift runtime failure: arithmetic overflow"))
        #expect(result.standardOutput == "1024\n")
    }

    @Test("Runaway recursion of an Int-only function (the scalar tier) is the same stack overflow")
    func runawayScalarRecursion() throws {
        let input = """
            func countdown(_ n: Int) -> Int {
                let next = n + 1
                return countdown(next) + 1
            }
            print("before")
            print(countdown(0))
            func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
            print(depth(50_000))

            """
        let result = try BindscopeProcess.run(["--quiet", "--keep-going"], input: input)
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>:3:"))
        #expect(result.standardError.contains("error: stack overflow: too many nested calls of 'countdown(_:)'"))
        #expect(result.standardOutput == "before\n50000\n")
    }
}

extension RobustnessTests {
    /// What Swift 6.3 prints on Linux when bindscope itself traps, against what bindscope
    /// prints when the program it runs traps.
    @Test("A crash of bindscope is told from its report of a trap in the program it runs")
    func crashesAreRecognised() {
        func crash(_ standardError: String, signal: Int32? = nil) -> String? {
            BindscopeProcess.Result(status: signal ?? 1, standardOutput: "", standardError: standardError, signal: signal).crash
        }
        #expect(crash("", signal: SIGILL) == "ended by signal 4")
        #expect(crash("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n\n*** Signal 4: Backtracing")
            == "Swift trapped: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(crash("Fatal error: Unexpectedly found nil while unwrapping an Optional value\n") != nil)
        #expect(crash("bindscope/Main.swift:12: Precondition failed: negative\n") != nil)
        #expect(crash("\n*** Program crashed: Illegal instruction at 0x00007fbba2d6df7f ***\n") != nil)
        #expect(crash("Could not cast value of type 'Swift.Int' (0x7f) to 'Swift.String' (0x7e).\n") != nil)
        #expect(crash("<stdin>:3:14: error: Fatal error: Index out of range\n3 | print(a[5])\n") == nil)
        #expect(crash("<stdin>:3:30: error: Swift runtime failure: arithmetic overflow\n") == nil)
    }
}

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
