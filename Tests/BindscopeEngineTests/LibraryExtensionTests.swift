@testable import BindscopeSession
import Testing

/// Extensions of the library's generic types and protocols (issue 32, item 2). What Swift
/// prints for them is held by differential sessions 1547–1548; these hold what only a
/// session shows: reports of bindings a helper makes, errors, completion.
@Suite("Extensions of library types and protocols")
struct LibraryExtensionTests {
    /// One entry typed at the prompt, which reports.
    private func enter(_ text: String, in harness: SessionHarness) -> Bool {
        var options = Session.Options(keepGoing: true)
        options.isInteractive = true
        return harness.session.run(text, fileName: "<input>", options: options)
    }

    private func reported(_ harness: SessionHarness) -> [String] {
        harness.session.lastReport?.entries.filter(\.changed).map { "\($0.name): \($0.before) → \($0.after)" } ?? []
    }

    @Test("A binding made by an extension of Binding is a dependent: a write to its State reports it")
    func helperBindingsAreDependents() {
        let harness = SessionHarness()
        let helper = """
            extension Binding where Value == String? {
                var orEmpty: Binding<String> { Binding<String>(get: { self.wrappedValue ?? "" }, set: { self.wrappedValue = $0 }) }
            }
            """
        #expect(enter(helper, in: harness))
        #expect(enter("@State var nickname: String? = nil", in: harness))
        #expect(enter("let field = $nickname.orEmpty", in: harness))
        #expect(enter("nickname = \"Ann\"", in: harness))
        #expect(reported(harness) == ["nickname: nil → Optional(\"Ann\")", "field: \"\" → \"Ann\""])
        // In the graph it reads the State, not the getter's `self` its closures captured.
        #expect(harness.output(of: ":graph") == "nickname (State)\n└── field (binding) reads nickname\n")
    }

    @Test("An extension reaches only the types its where clause admits")
    func whereClauseSelectsTypes() {
        let harness = SessionHarness()
        #expect(harness.run("extension Collection where Element: Numeric { var total: Element { reduce(0, +) } }"))
        #expect(harness.output(of: "print([1, 2].total, (1...3).total)") == "3 6\n")
        #expect(!harness.run("print([\"a\"].total)"))
        #expect(harness.standardError.contains("error: value of type '[String]' has no member 'total'"))
    }

    @Test("An error in a generic extension's member is reported where the member is used, in Swift's words")
    func errorInMemberBody() {
        let harness = SessionHarness()
        #expect(harness.run("extension Optional { var described: String { self.nope } }"))
        #expect(!harness.run("let o: Int? = 1\nprint(o.described)"))
        #expect(harness.standardError.contains("error: value of type 'Int?' has no member 'nope'"))
    }

    @Test("What is not supported yet is refused by name")
    func refusedByName() {
        let harness = SessionHarness()
        #expect(!harness.run("extension Array { static var shared = 0 }"))
        #expect(harness.standardError.contains("error: static stored properties not supported in generic types"))
        #expect(!harness.run("extension Optional: CustomStringConvertible { var description: String { \"\" } }"))
        #expect(harness.standardError.contains("error: conformances of built-in types are not supported in a session"))
    }

    @Test("Completion and :type see an extension's members")
    func completionAndType() {
        let harness = SessionHarness()
        #expect(harness.run("extension Array { var second: Element? { count > 1 ? self[1] : nil } }"))
        #expect(harness.run("extension Binding { func logged() -> Binding<Value> { self } }"))
        #expect(harness.run("@State var count = 1\nlet numbers = [1, 2]"))
        let session = harness.session
        #expect(session.completions(for: "numbers.seco").candidates == ["second"])
        #expect(session.completions(for: "$count.logg").candidates == ["logged"])
        #expect(harness.output(of: ":type numbers.second") == "numbers.second: Int?\n")
    }

    @Test("A session's Collection must have its requirements, in Swift's words")
    func collectionRequirements() {
        let harness = SessionHarness()
        #expect(!harness.run("struct Bad: Collection { var startIndex: Int { 0 } }"))
        #expect(harness.standardError.contains("test.swift:1:8: error: type 'Bad' does not conform to protocol 'Collection'"))
        let steps = "var startIndex: Int { 0 }; var endIndex: Int { 2 }; func index(after i: Int) -> Int { i + 1 }; subscript(i: Int) -> Int { i }"
        #expect(!harness.run("struct OneWay: BidirectionalCollection { \(steps) }"))
        #expect(harness.standardError.contains("error: type 'OneWay' does not conform to protocol 'BidirectionalCollection'"))
        #expect(harness.run("struct Two: Collection { \(steps) }"))
        #expect(harness.output(of: "print(Two().map { $0 * 10 }, Two().count)") == "[0, 10] 2\n")
    }
}

