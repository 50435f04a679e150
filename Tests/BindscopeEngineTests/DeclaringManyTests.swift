import Testing
@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// A script may declare 100k names (`let bI = $items[I]`, issue 14 item 3): each declaration
/// looks its name up once, and the session's table grows once for a text of many.
@Suite("Declaring many names")
struct DeclaringManyTests {
    private static func bindings(_ range: Range<Int>) -> String {
        range.map { "let b\($0) = $items[\($0)]\n" }.joined()
    }

    @Test("A text of many declarations declares each name, in order, to what it says")
    func manyNamesInOrder() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.run("@State var items = Array(0..<3000)"))
        #expect(harness.run(Self.bindings(0..<1500)))
        #expect(harness.run(Self.bindings(1500..<3000)))
        let names = Array(harness.session.checker.sessionScope.entries.keys)
        #expect(names.suffix(3000) == (0..<3000).map { "b\($0)" })
        #expect(harness.output(of: "print(b0.wrappedValue, b1499.wrappedValue, b1500.wrappedValue, b2999.wrappedValue)") == "0 1499 1500 2999\n")
    }

    @Test("A name declared again is refused by the lookup that declares it: the old declaration stays, and no slot is left behind")
    func nameDeclaredAgain() {
        let harness = SessionHarness(loadSample: false)
        #expect(harness.run("@State var items = Array(0..<2000)"))
        #expect(harness.run(Self.bindings(0..<1500)))
        let checker = harness.session.checker
        let names = checker.sessionScope.entries.count, slots = checker.sessionFunction.localCount
        // The second line is alike the first: a copy, which declares the name its shape gives.
        #expect(!harness.run("let b1500 = $items[1500]\nlet b700 = $items[3]\n"))
        #expect(harness.capturedErrors.contains("test.swift:2:5: error: invalid redeclaration of 'b700'"))
        #expect(checker.sessionScope.entries.count == names + 1)
        #expect(checker.sessionFunction.localCount == slots + 1)
        #expect(harness.output(of: "print(b700.wrappedValue, b1500.wrappedValue)") == "700 1500\n")
    }
}
