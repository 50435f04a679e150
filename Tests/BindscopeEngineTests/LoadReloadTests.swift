import Foundation
import Testing

/// `:load` of a file already loaded, edited or not, replaces its declarations, at the prompt
/// and in scripts alike: a reload is an edit, not a redeclaration.
@Suite("Reloading a file with :load")
struct LoadReloadTests {
    private static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("bindscope-reload-\(UUID().uuidString).swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("An edited model file loads again over its first load, in a script, and :undo goes back to the first")
    func reloadEdited() throws {
        let file = try Self.temporaryFile("struct Item { var name: String }\nlet first = Item(name: \"a\")\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let harness = SessionHarness()
        #expect(harness.run(":load \(file.path)\nprint(first)"))
        try "struct Item { var name: String; var count = 1 }\nlet first = Item(name: \"b\")\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(harness.run(":load \(file.path)\nprint(first)\nprint(first.count)"))
        #expect(harness.capturedErrors == "")
        #expect(harness.capturedOutput == "Item(name: \"a\")\nItem(name: \"b\", count: 1)\n1\n")
        // :undo takes the reload back (with the prints after it): the first load's text,
        // kept by its entries, is what replays, though the file has changed since.
        #expect(harness.run(":undo\nprint(first)"))
        #expect(harness.capturedOutput.hasSuffix("first: Item(name: \"b\", count: 1) → Item(name: \"a\")\nItem(name: \"a\")\n"))
    }

    @Test("A file that declares one name twice still fails, once, naming its line")
    func duplicateInsideTheFile() throws {
        let file = try Self.temporaryFile("struct Item {}\nstruct Item {}\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let harness = SessionHarness()
        #expect(!harness.run(":load \(file.path)"))
        let errors = harness.capturedErrors
        #expect(errors.contains("\(file.path):2:8: error: invalid redeclaration of 'Item'"))
        #expect(errors.components(separatedBy: "invalid redeclaration").count == 2)
    }
}
