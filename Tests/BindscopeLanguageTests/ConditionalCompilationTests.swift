import Testing

@testable import BindscopeLanguage

/// `#if` blocks, decided while lexing as `swiftc main.swift` decides them here (Linux,
/// x86_64, no `-D` flags, Swift 5 mode unless asked); errors as swiftc 6.3.1 words and places them.
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
    @Test(arguments: [
        ("#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif", "(let b = 2)"),
        ("#if os(Linux)\nlet a = 1\n#elseif os(macOS)\nlet b = 2\n#endif", "(let a = 1)"),
        ("#if os(macOS) || os(iOS)\nlet a = 1\n#elseif !os(Linux)\nlet b = 2\n#else\nlet c = 3\n#endif", "(let c = 3)"),
        ("#if arch(x86_64) && (swift(>=5.9) || false) && compiler(>=6.0)\nlet a = 1\n#endif", "(let a = 1)"),
        ("#if canImport(Foundation) && !canImport(SwiftUI)\nlet a = 1\n#endif", "(let a = 1)"),
        ("#if targetEnvironment(simulator)\nlet a = 1\n#endif\nlet z = 0", "(let z = 0)"),
        ("#if swift(<5)\nlet a = 1\n#else\nlet b = 2\n#endif", "(let b = 2)"),
        ("#if swift(>=6)\nlet a = 1\n#else\nlet b = 2\n#endif", "(let b = 2)"),
        // Nested blocks, the inactive one skipped whole; its text need not check.
        ("#if DEBUG\n#if os(Linux)\nnot ( swift\n#endif\n#else\nlet b = 2\n#endif", "(let b = 2)"),
        ("#if os(Linux) // a comment\nlet a = 1\n#endif // done", "(let a = 1)"),
        ("struct S {\n  #if DEBUG\n  var a = 1\n  #else\n  var b = 2\n  #endif\n}", "(struct S (var b = 2))"),
    ])
    func activeBranch(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    @Test("Swift 6 mode makes swift(>=6) true")
    func swift6Mode() {
        let source = "#if swift(>=6)\nlet a = 1\n#else\nlet b = 2\n#endif"
        guard case .complete(let statements) = SessionParser.parse(source, copyingAlike: false, languageMode: .swift6) else {
            Issue.record("did not parse")
            return
        }
        #expect(statements.map(\.debugDescription) == ["(let a = 1)"])
    }

    @Test(arguments: [
        ("#endif", "1:1: unexpected conditional compilation block terminator"),
        ("#else\nlet a = 1", "1:1: unexpected conditional compilation block terminator"),
        ("#if os(Linux)\n#endif\n#elseif DEBUG", "3:1: unexpected conditional compilation block terminator"),
        ("#if os(Linux) &&\n#endif", "1:17: incomplete condition in conditional compilation directive"),
        ("#if\n#endif", "1:4: incomplete condition in conditional compilation directive"),
        ("#if foo(bar)\n#endif", "1:5: invalid conditional compilation expression"),
        ("#if swift(5)\n#endif", "1:5: 'swift' requires a single unlabeled argument for the version comparison (>= or <= a version)"),
        ("#if DEBUG print(1)\n#endif", "1:11: extra tokens following conditional compilation directive"),
        ("#if os(Linux)\n#else junk\n#endif", "2:7: extra tokens following conditional compilation directive"),
    ])
    func errors(source: String, expected: String) {
        #expect(parsed(source) == expected)
    }

    /// The REPL reads more lines until the block's `#endif`.
    @Test(arguments: ["#if DEBUG", "#if os(Linux)\nlet a = 1", "#if DEBUG\nlet a = 1\n#else", "struct S {\n  #if DEBUG\n  var a = 1\n  #endif"])
    func incomplete(source: String) {
        #expect(SessionParser.parse(source) == .incomplete)
    }

    @Test("Inert attributes are skipped wherever they are written")
    func inertAttributes() {
        #expect(parsed("@inline(never) func f() { }") == parsed("func f() { }"))
        #expect(parsed("@frozen @usableFromInline struct P { @inlinable var x: Int { 1 } }") == parsed("struct P { var x: Int { 1 } }"))
        #expect(parsed("struct S { @discardableResult @_optimize(none) mutating func m() -> Int { 1 } }")
            == parsed("struct S { mutating func m() -> Int { 1 } }"))
    }

    @Test("#line and #column are the literal's own place; #function the declaration around it")
    func magicLiterals() {
        #expect(parsed("let l = #line") == parsed("let l = 1"))
        #expect(parsed("\n  let c = #column") == parsed("\n  let c = 11"))
        #expect(parsed("func greet(name: String, _ n: Int) -> String { #function }")
            == parsed("func greet(name: String, _ n: Int) -> String { \"greet(name:_:)\" }"))
        #expect(parsed("let f = #function") == parsed("let f = \"Session\""))
        #expect(parsed("let #line = 3") == "1:5: expected pattern")
        #expect(parsed("func f(#line: Int) { }") == "1:8: expected parameter name followed by ':'")
    }
}
