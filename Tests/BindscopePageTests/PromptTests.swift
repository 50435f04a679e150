import Foundation
import Testing

/// The page beside the REPL at a real terminal: what the page sends runs while a line is
/// being edited, its report appears, and the line comes back as it was.
@Suite("The page beside the prompt", .serialized)
struct PromptTests {
    @Test("An action runs while the prompt waits; the prompt and the line being typed come back")
    func actionWhileEditing() async throws {
        let pane = try TerminalPane(arguments: ["--serve", "--no-sample", "--color", "never"])
        let port = try #require(pane.wait(for: #/serving on http://127\.0\.0\.1:(\d+)/#).flatMap { Int($0) }, "\(pane.screen)")
        try pane.type("@State var count = 0")
        try pane.press("Enter")
        #expect(pane.wait(forText: "[2]> "))
        try pane.type("count")
        #expect(pane.wait(forText: "[2]> count"))
        try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(#"{"version":1,"type":"action","verb":"entry","text":"count += 2"}"#)
            _ = try client.receive(timeout: 10) { PageProtocolTests.fields($0)["type"] as? String == "result" }
        }
        #expect(pane.wait(forText: "(page) count += 2"))
        #expect(pane.wait(forText: "count: 0 → 2"))
        // The line typed before the action is still being edited, under the next number.
        #expect(pane.wait(forText: "[3]> count"), "\(pane.screen)")
        try pane.type(" += 1")
        try pane.press("Enter")
        #expect(pane.wait(forText: "count: 2 → 3"), "\(pane.screen)")
        try pane.press("C-d")
        #expect(pane.wait(forText: "EXIT=0"), "\(pane.screen)")
    }

    @Test("With --step, an action runs while the presenter waits for a key")
    func actionWhileStepping() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lesson = directory.appendingPathComponent("lesson.swift")
        try "// A State holds a value.\n@State var count = 1\n\n// Add one.\ncount += 1\n".write(to: lesson, atomically: true, encoding: .utf8)
        let pane = try TerminalPane(arguments: ["--serve", "--no-sample", "--color", "never", "--step", lesson.path])
        let port = try #require(pane.wait(for: #/serving on http://127\.0\.0\.1:(\d+)/#).flatMap { Int($0) }, "\(pane.screen)")
        #expect(pane.wait(forText: "@State var count = 1"))
        try pane.press("Enter")
        #expect(pane.wait(forText: "count += 1"), "\(pane.screen)")
        try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(#"{"version":1,"type":"action","verb":"entry","text":"count *= 10"}"#)
            _ = try client.receive(timeout: 10) { PageProtocolTests.fields($0)["type"] as? String == "result" }
        }
        #expect(pane.wait(forText: "(page) count *= 10"), "\(pane.screen)")
        #expect(pane.wait(forText: "count: 1 → 10"), "\(pane.screen)")
        // The presenter still waits for its key: the next step runs on the page's value.
        try pane.press("Enter")
        #expect(pane.wait(forText: "count: 10 → 11"), "\(pane.screen)")
        try pane.type("q")
        #expect(pane.wait(forText: "EXIT=0"), "\(pane.screen)")
    }
}
