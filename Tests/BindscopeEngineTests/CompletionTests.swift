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
