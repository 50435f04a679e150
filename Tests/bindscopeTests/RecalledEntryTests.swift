import Testing

@testable import bindscope

@Suite("A multi-line entry kept in the history with its continuation prompts")
struct RecalledEntryTests {
    @Test("Stored with the prompts, run without them")
    func roundTrip() {
        let entry = "struct Pair {\n  var a: Int\n}"
        let stored = RecalledEntry.stored(entry, continuationPrompt: "       ... ")
        #expect(stored == "struct Pair {\n       ...   var a: Int\n       ... }")
        #expect(RecalledEntry.typed(stored) == entry)
        #expect(RecalledEntry.typed("let x = 1") == "let x = 1")
    }

    @Test("One prompt per line comes off: a line that itself starts with '... ' keeps it")
    func onePromptPerLine() {
        let entry = "let text = \"\"\"\n   ... x\n\"\"\""
        #expect(RecalledEntry.typed(RecalledEntry.stored(entry, continuationPrompt: "       ... ")) == entry)
    }

    @Test("Entries saved under another continuation prompt, or none, come back as typed")
    func otherPrompts() {
        #expect(RecalledEntry.typed("struct P {\n   ...> var a: Int\n   ...> }") == "struct P {\nvar a: Int\n}")
        #expect(RecalledEntry.typed("struct P {\n  var a: Int\n}") == "struct P {\n  var a: Int\n}")
    }
}
