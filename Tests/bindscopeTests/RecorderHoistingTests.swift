import Foundation
import Testing

/// The recorder's rule for turning a session into a program (Scripts/lib/sessions.py): which
/// lines are hoisted to file scope. Other engineers' sessions depend on it; a mistake here
/// makes a valid session fail to compile, or silently changes what it means.
@Suite("Recording: what is hoisted to file scope")
struct RecorderHoistingTests {
    /// The generated program for `session`, without its `#sourceLocation` lines.
    private func program(_ session: String) throws -> [String] {
        let python = try requireTool("python3", package: "python3")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hoisting-\(UUID().uuidString).swift")
        try session.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["Scripts/lib/sessions.py", "program", file.path]
        process.currentDirectoryURL = DifferentialSessionTests.packageRoot
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#sourceLocation") }
    }

    @Test("Imports and type declarations (after attributes and modifiers) go to file scope; funcs and statements do not")
    func hoisting() throws {
        let lines = try program("""
            @State var x = 1
            @propertyWrapper
            struct W {
                var wrappedValue: Int
            }
            final class C {}
            private struct P { var a = 1 }
            protocol Q {}
            actor A {}
            @dynamicMemberLookup struct D {}
            func f() {
            }
            import Foundation
            print(x)
            """)
        let body = try #require(lines.firstIndex(of: "func session() {"))
        let fileScope = lines[..<body], inside = lines[body...]
        #expect(Array(fileScope.prefix(3)) == ["import StateBinding", "@testable import SampleModel", "import Foundation"])
        for declaration in ["@propertyWrapper", "struct W {", "final class C {}", "private struct P { var a = 1 }", "protocol Q {}", "actor A {}", "@dynamicMemberLookup struct D {}"] {
            #expect(fileScope.contains(declaration), "\(declaration) is hoisted")
        }
        for statement in ["@State var x = 1", "func f() {", "print(x)"] {
            #expect(inside.contains(statement), "\(statement) stays in session()")
        }
    }
}
