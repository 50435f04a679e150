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
}
