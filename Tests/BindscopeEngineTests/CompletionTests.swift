@testable import BindscopeEngine
import Testing

@Suite("Completion from the live session")
struct CompletionTests {
    private func harness() -> SessionHarness {
        let harness = SessionHarness()
        harness.run("""
            @State var person = sample.person
            let street = $person.address.street
            let bee = $person.address
            """)
        return harness
    }

    @Test("Members of values, bindings and types, at any depth")
    func members() {
        let session = harness().session
        #expect(session.completions(for: "person.add") == .init(fragment: "add", candidates: ["address"]))
        #expect(session.completions(for: "print($person.address.st") == .init(fragment: "st", candidates: ["street"]))
        #expect(session.completions(for: "bee.wrapp") == .init(fragment: "wrapp", candidates: ["wrappedValue"]))
        #expect(session.completions(for: "Role.") == .init(fragment: "", candidates: ["designer", "engineer", "manager"]))
        #expect(session.completions(for: "sample.todos.cou").candidates == ["count"])
        #expect(session.completions(for: "person.address.").candidates.contains("number"))
    }

    @Test("Built-in members come from their type's table: methods, properties and static members")
    func builtinMembers() {
        let session = harness().session
        #expect(session.completions(for: "sample.todos.all").candidates == ["allSatisfy"])
        #expect(session.completions(for: "person.name.has").candidates == ["hasPrefix", "hasSuffix"])
        #expect(session.completions(for: "Int.m").candidates == ["max", "min"])
        #expect(session.completions(for: "sample.todos.firstI").candidates == ["firstIndex"])
    }

    @Test("Completion offers every member of each built-in type's tables, and the checker knows each")
    func tablesAndCompletionAgree() {
        let harness = harness()
        harness.run("""
            var numbers = [3, 1, 2]
            var text = "abc"
            var stock = ["pens": 1]
            var tags: Set<String> = ["ui"]
            let span = 1..<3
            let letter: Character = "a"
            var count = 1
            var ratio = 0.5
            var flag = true
            let maybe: Int? = 1
            @State var items = [1, 2]
            """)
        let session = harness.session
        let cases: [(String, [MemberTable])] = [
            ("numbers", [BuiltinMembers.array]), ("text", [BuiltinMembers.string]),
            ("stock", [BuiltinMembers.dictionary]), ("tags", [BuiltinMembers.set]), ("span", [BuiltinMembers.range]),
            ("letter", [BuiltinMembers.character]), ("count", [BuiltinMembers.int]), ("ratio", [BuiltinMembers.double]),
            ("flag", [BuiltinMembers.bool]), ("maybe", [BuiltinMembers.optional]),
            ("$items", [BuiltinMembers.binding, BuiltinMembers.bindingCollection]),
            ("Int", [BuiltinMembers.int]), ("Double", [BuiltinMembers.double]),
        ]
        for (base, tables) in cases {
            let isType = base.first!.isUppercase
            let offered = session.completions(for: "\(base).").candidates
            let expected = Set(tables.flatMap { $0.names(static: isType) }).sorted()
            #expect(offered == expected, "\(base)")
        }
    }

    @Test("A misspelt built-in member suggests the table's nearest name")
    func suggestions() {
        let harness = harness()
        #expect(!harness.run("print([1, 2].alSatisfy { $0 > 0 })"))
        #expect(harness.capturedErrors.contains("has no member 'alSatisfy'; did you mean 'allSatisfy'?"))
        #expect(!harness.run("print(Int.maxx)"))
        #expect(harness.capturedErrors.contains("type 'Int' has no member 'maxx'; did you mean 'max'?"))
    }

    @Test("Names in scope, keywords and commands; nothing for what does not check")
    func names() {
        let session = harness().session
        #expect(session.completions(for: "let x = pers").candidates == ["person"])
        #expect(session.completions(for: "$pe").candidates == ["$person"])
        #expect(session.completions(for: "stru").candidates == ["struct"])
        #expect(session.completions(for: ":wa") == .init(fragment: "wa", candidates: ["watch"]))
        #expect(session.completions(for: "nothing.here").candidates.isEmpty)
        #expect(session.completions(for: "person.nope").candidates.isEmpty)
    }

    @Test("Any text at all completes to something or nothing, never a crash, and declares nothing")
    func hostileText() {
        let harness = harness()
        var generator = SystemRandomNumberGenerator()
        let pieces = ["person", ".", "$", "(", "[", "{", "\"", "é👋", "\u{0}", "1/0", "Role", "_", " ", "\n", ":", "let x = "]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = harness.session.completions(for: text)
        }
        #expect(harness.output(of: "print(person.name)") == "Olivier\n")
        #expect(!harness.run("print(x)"), "completion must not declare anything")
    }
}
