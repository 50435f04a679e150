import Foundation
import Testing

/// A script file is parsed from its mapping as it runs, and the pages the parser has passed
/// are let go of (ScriptFile): what needs the text later (an error's source line, hoisting a
/// type declared at the end, `:undo`) must still find it. The files are a few MB, past the
/// megabyte steps in which pages are let go of.
@Suite("Long scripts run from their file")
struct LongScriptTests {
    private func withScript(_ text: String, _ body: (String) throws -> Void) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-long-\(UUID().uuidString).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try body(file.path)
    }

    private static func writes(_ count: Int) -> String {
        (0..<count).map { "xs[1] = \($0)\n" }.joined()
    }

    /// 3 MB of comment lines: quick to parse, and long enough that pages are let go of.
    private static let padding = String(repeating: "// " + String(repeating: "padding ", count: 12) + "\n", count: 30_000)
    
    @Test("An error after 3 MB of lines shows its own line, read again from the file")
    func errorAtTheEnd() throws {
        let text = "var xs = [1, 2, 3]\n" + Self.writes(1_000) + Self.padding + "let wrong: Int = \"text\"\n"
        try withScript(text) { path in
            let result = try BindscopeProcess.run(["--quiet", path])
            #expect(result.status == 1)
            #expect(result.standardError == """
                \(path):31002:18: error: cannot convert value of type 'String' to specified type 'Int'
                31002 | let wrong: Int = "text"
                      |                  ^

                """)
        }
    }

    @Test("A type declared after 3 MB of lines is declared before they run; the last value prints")
    func typeAtTheEnd() throws {
        let text = "var xs = [1, 2, 3]\nlet p = Point(x: 4)\n" + Self.padding + Self.writes(20_000)
            + "print(p, xs)\nstruct Point { var x: Int }\n"
        try withScript(text) { path in
            let result = try BindscopeProcess.run(["--quiet", path])
            #expect(result.standardError == "")
            #expect(result.standardOutput == "Point(x: 4) [1, 19999, 3]\n")
        }
    }

    @Test("Types at the top, then 3 MB of lines: the run goes through, and :undo at the end has its history")
    func typesAtTheTopAndUndo() throws {
        let text = "struct Cell { var value: Int }\n@State var cell = Cell(value: 0)\nvar xs = [1, 2, 3]\n"
            + Self.writes(1_000) + Self.padding + "cell.value = 7\n:undo\nprint(cell.value, xs)\n"
        try withScript(text) { path in
            let result = try BindscopeProcess.run(["--quiet", path])
            #expect(result.standardError == "")
            #expect(result.standardOutput.hasSuffix("\n0 [1, 999, 3]\n"), "\(result.standardOutput)")
        }
    }

    @Test("A syntax error at the end of a long file: nothing runs, the error names its line")
    func syntaxErrorAtTheEnd() throws {
        let text = "print(\"ran\")\nvar xs = [1, 2, 3]\n" + Self.writes(70_000) + Self.padding + "let = 1\n"
        try withScript(text) { path in
            let result = try BindscopeProcess.run(["--quiet", path])
            #expect(result.status == 1)
            #expect(result.standardOutput == "")
            #expect(result.standardError.hasPrefix("\(path):100003:5: error: "))
            #expect(result.standardError.contains("100003 | let = 1\n"))
        }
    }
}
