import Foundation
import Testing

/// `bindscope -i FILE` in a real terminal (tmux): the file's state at the prompt, then typing,
/// `:undo` and `:redo` live, and `:quit`.
@Suite("-i FILE and :undo at the prompt", .serialized)
struct REPLHistoryTests {
    @Test("-i FILE opens the prompt on the file's state; :undo and :redo move through it live")
    func interactiveFileThenUndo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-repl-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("lesson.swift")
        try """
            @State var person = sample.person
            let street = $person.address.street
            print("the file ran")
            """.write(to: file, atomically: true, encoding: .utf8)
        let terminal = try TmuxTerminal(
            arguments: ["-i", file.path],
            environment: ["BINDSCOPE_HISTORY": directory.appendingPathComponent("history").path, "TERM": "xterm"])
        #expect(terminal.waitFor("the file ran"), "screen:\n\(terminal.screen)")
        // The prompt goes on from the file's entries, as :history numbers them.
        #expect(terminal.waitFor("[4]> "))
        try terminal.type(#"street.wrappedValue = "Main Street""#)
        #expect(terminal.waitFor(#"street: "Playground Street" → "Main Street""#), "screen:\n\(terminal.screen)")
        try terminal.type(":undo")
        #expect(terminal.waitFor(#"undid entry 4: street.wrappedValue = "Main Street""#), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor(#"street: "Main Street" → "Playground Street""#), "screen:\n\(terminal.screen)")
        try terminal.type("print(person.address.street)")
        #expect(terminal.waitFor("Playground Street\n"), "screen:\n\(terminal.screen)")
        try terminal.type(":redo")
        #expect(terminal.waitFor(#"street: "Playground Street" → "Main Street""#, count: 2), "screen:\n\(terminal.screen)")
        try terminal.type(":log")
        #expect(terminal.waitFor("— changes person, street"), "screen:\n\(terminal.screen)")
        // :reset empties the history: numbering starts again at 1.
        try terminal.type(":reset")
        #expect(terminal.waitFor("A new session"), "screen:\n\(terminal.screen)")
        #expect(terminal.waitFor("[1]> "), "screen:\n\(terminal.screen)")
        try terminal.type(":quit")
        #expect(terminal.waitFor("EXIT=0"), "screen:\n\(terminal.screen)")
    }
}
