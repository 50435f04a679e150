import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import BindscopeLanguage

/// No input may crash or hang the parser: deep nesting is reported, long lines take linear
/// time, garbage is an error.
@Suite("Robustness")
struct RobustnessTests {
    static let nestingLimit = "structure nesting level exceeded maximum of 256"

    /// swiftc reports the 256th nested parenthesis; so does the parser, for every construct.
    @Test(arguments: [
        ("(", "1:260"), ("[", "1:260"), ("{", "1:260"), ("f(", "1:516"), ("-(", "1:260"),
        ("[Int](", "1:1530"),
    ])
    func hundredThousandOpenersAreANestingError(opener: String, location: String) {
        let source = "x = " + String(repeating: opener, count: 100_000)
        #expect(parsed(source) == "\(location): \(Self.nestingLimit)")
    }

    @Test func nestingJustBelowTheLimitParses() {
        let depth = 255
        let source = "x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        guard case .complete(let statements) = SessionParser.parse(source) else {
            Issue.record("expected 255 nested parentheses to parse")
            return
        }
        #expect(statements.count == 1)
    }

    @Test(arguments: [
        ("", "if a { "), ("", "for x in a { "), ("", "if a {} else "), ("x = ", "{ x in "),
        ("x = \"", "\\(\""), ("let x: ", "["), ("let x: ", "Optional<"), ("let x: ", "(Int) -> "),
        ("let x: Int", "?"), ("", "struct A { var x: Int { "), ("x = ", "a ? "), ("x = ", "\\.a["),
        ("x = ", "[a: "), ("let x: ", "Binding<"), ("x = ", "f { "), ("x = ", "\"\\(f("),
    ])
    func deepNestingOfEveryKindEndsCleanly(prefix: String, opener: String) {
        let source = prefix + String(repeating: opener, count: 100_000)
        switch SessionParser.parse(source) {
        case .failure(let diagnostics):
            #expect(diagnostics.first?.message == Self.nestingLimit)
        case .incomplete, .complete:
            Issue.record("expected the nesting limit for \(prefix)\(opener)…")
        }
    }

    /// Chains need no recursion to parse but make tall trees: they are bounded too.
    @Test(arguments: [".b", " + 1", " ?? 1", "!", "?", " as Any", "[0]", "(0)"])
    func longChainsAreBounded(link: String) {
        let source = "x = a" + String(repeating: link, count: 200_000)
        guard case .failure(let diagnostics) = SessionParser.parse(source) else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostics.first?.message == "expression is too long or too deeply nested (more than 512 levels)")
    }

    @Test func chainsBelowTheBoundParse() {
        let source = "x = a" + String(repeating: ".b", count: 200) + " + " + String(repeating: "1 + ", count: 200) + "1"
        guard case .complete = SessionParser.parse(source) else {
            Issue.record("expected the chain to parse")
            return
        }
    }

    @Test func oneMegabyteLines() {
        let elements = "x = [" + String(repeating: "1, ", count: 350_000) + "]"
        guard case .complete(let statements) = SessionParser.parse(elements),
            case .assignment(_, _, let value, _) = statements.first?.kind,
            case .arrayLiteral(let items) = value.kind
        else {
            Issue.record("expected a big array literal")
            return
        }
        #expect(items.count == 350_000)

        let text = "x = \"" + String(repeating: "abc\\n", count: 200_000) + "\""
        guard case .complete = SessionParser.parse(text) else {
            Issue.record("expected a big string literal")
            return
        }
        let statements2 = String(repeating: "a = 1; ", count: 150_000)
        guard case .complete(let many) = SessionParser.parse(statements2) else {
            Issue.record("expected statements")
            return
        }
        #expect(many.count == 150_000)
        #expect(parsed(String(repeating: "a", count: 1_000_000) + " +") == "incomplete")
        #expect(firstError(String(repeating: "a ", count: 500_000))?.message
            == "consecutive statements on a line must be separated by ';'")
    }

    @Test func hundredThousandShortStatements() {
        let source = String(repeating: "person.address.items[3].value = 42\n", count: 100_000)
        guard case .complete(let statements) = SessionParser.parse(source) else {
            Issue.record("expected statements")
            return
        }
        #expect(statements.count == 100_000)
        #expect(statements.last?.location == SourceLocation(line: 100_000, column: 1))
    }

    /// Random bytes, biased toward the characters the grammar cares about, plus invalid UTF-8
    /// and NUL: every one parses to some result, and every error renders.
    @Test func tenThousandRandomByteStrings() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array("abcxyzS_$0123456789 \t\n\n(){}[]<>.,:;?!=+-*/%&|\\\"'`@#letvarifelseforinstructenumextension".utf8)
        for _ in 0..<10_000 {
            let length = Int(random.next() % 64)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let roll = random.next()
                bytes.append(roll % 8 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int(roll >> 8) % alphabet.count])
            }
            let result = bytes.withUnsafeBufferPointer { SessionParser.parse(utf8: $0) }
            if case .failure(let diagnostics) = result {
                let first = diagnostics[0]
                #expect(first.location.line >= 1 && first.location.column >= 1)
                let source = String(decoding: bytes, as: UTF8.self)
                #expect(!DiagnosticRenderer.render(first, source: source, fileName: "f").isEmpty)
            }
        }
    }

    @Test func invalidUTF8AndNULAreErrors() {
        let cases: [([UInt8], String)] = [
            ([0x61, 0x20, 0xC3, 0x20, 0x62], "1:3: invalid UTF-8 found in source file"),
            ([0x78, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22], "1:6: invalid UTF-8 found in source file"),
            ([0x61, 0x00], "1:2: nul character embedded in middle of file"),
            ([0x2F, 0x2F, 0xED, 0xA0, 0x80], "1:3: invalid UTF-8 found in source file"),
        ]
        for (bytes, expected) in cases {
            let result = bytes.withUnsafeBufferPointer { SessionParser.parse(utf8: $0) }
            guard case .failure(let diagnostics) = result else {
                Issue.record("expected an error for \(bytes)")
                continue
            }
            #expect("\(diagnostics[0].location): \(diagnostics[0].message)" == expected)
        }
    }
}

/// A small seeded generator, so the random inputs are the same on every run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

#if canImport(Glibc)
/// Deep nesting is parsed on a large stack of its own, whatever thread asks for it.
@Suite("Parsing on small stacks")
struct SmallStackTests {
    @Test func deepNestingParsesFromAThreadWithA256KilobyteStack() {
        let closures = "x = " + String(repeating: "{ y in ", count: 254) + String(repeating: "}", count: 254)
        let parentheses = "x = " + String(repeating: "-(", count: 127) + "1" + String(repeating: ")", count: 127)
        let results = onSmallStack {
            [closures, parentheses].map { source -> Bool in
                if case .complete = SessionParser.parse(source) { return true }
                return false
            }
        }
        #expect(results == [true, true])
    }

    @Test func largeStackReturnsTheResult() {
        #expect(LargeStack.run { 6 * 7 } == 42)
    }

    @Test func flatTextStaysOnTheCallersThread() {
        var flat = "person.address.items[3].value = 42"
        var deep = "x = ((((((((((1))))))))))"
        #expect(!flat.withUTF8 { SessionParser.mightNestDeeply($0) })
        #expect(deep.withUTF8 { SessionParser.mightNestDeeply($0) })
    }

    /// Runs `body` on a thread with a 256 KB stack, as small as some platforms give secondary
    /// threads.
    /// A thread whose stack has room for the work runs it itself; a small one hands it over.
    @Test func largeStackRunsOnACallerWithRoom() {
        let sameThread = { () -> Bool in
            let caller = pthread_self()
            return LargeStack.run { pthread_equal(caller, pthread_self()) != 0 }
        }
        #expect(onSmallStack(sameThread) == false)
        #expect(onSmallStack(stackSize: 256 << 20, sameThread) == true)
        #expect(onSmallStack(stackSize: 256 << 20) { LargeStack.stackRoomOfThisThread() } > 200 << 20)
        #expect(onSmallStack { LargeStack.stackRoomOfThisThread() } < 256 << 10)
    }

    private func onSmallStack<Result>(stackSize: Int = 256 << 10, _ body: @escaping () -> Result) -> Result {
        let box = ResultBox<Result>(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(box).toOpaque()
        pthread_create(&thread, &attributes, { raw in
            Unmanaged<AnyRunnable>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
        return box.result!
    }
}

private class AnyRunnable {
    func run() {}
}

private final class ResultBox<Result>: AnyRunnable {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) {
        self.body = body
    }

    override func run() {
        result = body()
    }
}
#endif
