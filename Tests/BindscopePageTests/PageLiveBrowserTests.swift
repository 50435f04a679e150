import Foundation
import Testing

/// The page's live parts in headless Chromium: the bodies that ran flashing with their run
/// counts, cause and effect drawn after a click, the `--step` script with keys pressed in the
/// page, and the README's screenshot of a known session.
@Suite("The page's live parts in headless Chromium", .serialized)
struct PageLiveBrowserTests {
    /// The README's session: a counter that also adds to a session State through a binding,
    /// which a watch follows, mounted; the test taps it once from the page.
    static let counter = """
        // A counter that also adds to a session's State through a binding.
        @State var total = 10
        :watch doubled = total * 2
        struct CounterView: View {
            @Binding var total: Int
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Total \\(total)")
                    Button("Tap \\(count)") {
                        count += 1
                        total += 1
                    }
                }
            }
        }
        :mount CounterView(total: $total)

        """

    /// Where the README's screenshot goes: docs/images/page.png when asked to refresh it
    /// (`BINDSCOPE_UPDATE_SCREENSHOT=1`), else beside the other artefacts.
    static var screenshotFile: URL {
        ProcessInfo.processInfo.environment["BINDSCOPE_UPDATE_SCREENSHOT"] == "1"
            ? BrowserTests.packageRoot.appendingPathComponent("docs/images/page.png")
            : BrowserTests.packageRoot.appendingPathComponent(".build/page-artefacts/page.png")
    }

    /// What the page shows, as its elements and texts (the screenshot's structure).
    struct Seen: Sendable {
        var runCount: String?
        var ranViews: [String]
        var causeNodes: [String]
        var causeEdges: [String]
        var bodyDetail: String?
        var changedRows: [String]
        var report: String?
        var phoneTexts: [String]
    }

    static let ran = #"document.querySelector('#phone .v-body.ran[data-view="CounterView"] .run-count')?.textContent"#

    @Test("A click re-runs the counter's body: it flashes with its count, and cause → effect shows the writes, what they reached and the body with its reasons")
    func clickDrawsCauseAndEffect() async throws {
        let seen = try await BrowserTests.withPage(script: Self.counter) { page, served in
            // Mounted: the body ran once.
            guard try page.waitUntil("\(Self.ran) === '×1'") else { throw WebSocketClient.Failure("no flash for the mount") }
            try page.click(#"#phone button[data-title="Tap 0"]"#)
            guard try page.waitUntil("\(Self.ran) === '×2' && document.querySelector('#cause .ce-node[data-role=\"reached\"]')") else {
                throw WebSocketClient.Failure("the page never showed the tap's update")
            }
            func strings(_ expression: String) throws -> [String] { try page.evaluate(expression) as? [String] ?? [] }
            let seen = Seen(
                runCount: try page.evaluate(Self.ran) as? String,
                ranViews: try strings("[...document.querySelectorAll('#phone .v-body.ran')].map(e => e.dataset.view + ':' + e.dataset.runs)"),
                causeNodes: try strings("[...document.querySelectorAll('#cause .ce-node')].map(g => g.dataset.role + ':' + g.dataset.name)"),
                causeEdges: try strings("[...document.querySelectorAll('#cause .ce-edge')].map(p => p.dataset.from + '→' + p.dataset.to)"),
                bodyDetail: try page.evaluate(#"document.querySelector('#cause .ce-node[data-role="body"] .ce-detail')?.textContent"#) as? String,
                changedRows: try strings("[...document.querySelectorAll('#states tr.changed')].map(r => r.dataset.name)"),
                report: try page.evaluate("document.getElementById('report').textContent") as? String,
                phoneTexts: try strings("[...document.querySelectorAll('#phone .v-text, #phone .v-button')].map(e => e.textContent)"))
            // The moment the README shows: the flash and the new nodes at their brightest.
            Thread.sleep(forTimeInterval: 0.3)
            let file = Self.screenshotFile
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try page.screenshot().write(to: file)
            let terminal = served.waitForOutput(containing: "CounterView: _count, _total changed.", timeout: 10)
            return (seen, terminal, file)
        }
        guard let (seen, terminal, file) = seen else { return }
        #expect(seen.runCount == "×2")
        #expect(seen.ranViews == ["CounterView:2"])
        #expect(seen.causeNodes == ["write:count", "write:total", "reached:doubled", "body:CounterView"])
        // The view is the graph's node of its place (the root's is its type's name): the
        // binding it read reaches it along the graph; its own state by the reason `_count`.
        #expect(Set(seen.causeEdges) == ["total→doubled", "total→CounterView", "count→CounterView"])
        #expect(seen.bodyDetail == "_count, _total")
        #expect(seen.changedRows == ["doubled", "total", "CounterView/_count"])
        #expect(seen.report?.contains("CounterView: _count, _total changed.") == true)
        #expect(seen.report?.contains("count: 0 → 1") == true)
        // As in the terminal, the views' report leaves out the write the entry's report says.
        #expect(seen.report?.components(separatedBy: "total: 10 → 11").count == 2)
        #expect(seen.phoneTexts == ["Total 11", "Tap 1"])
        #expect(terminal, "the terminal shows the tap's report")
        #expect(try Data(contentsOf: file).starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG at \(file.path)")
    }

    @Test("With --step the page shows the script, the step waiting marked, and Space, Enter and b pressed in the page step it")
    func keysInPageStep() async throws {
        guard let chromium = BrowserTests.chromium() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-step-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let lesson = directory.appendingPathComponent("lesson.swift")
        try "// A State holds a value.\n@State var count = 1\n\n// Add one.\ncount += 1\n".write(to: lesson, atomically: true, encoding: .utf8)
        // The presenter reads keys at a terminal, where it also waits for the page's.
        let pane = try TerminalPane(arguments: ["--serve", "--no-sample", "--color", "never", "--step", lesson.path])
        let url = try #require(pane.wait(for: #/serving on (http://127\.0\.0\.1:\d+)/#), "\(pane.screen)")
        #expect(pane.wait(forText: "@State var count = 1"))
        let current = "document.querySelector('#script li.current')?.dataset.step"
        let seen = try await BrowserTests.openPage(url, chromium: chromium, in: directory) { page in
            guard try page.waitUntil("\(current) === '0'") else { throw WebSocketClient.Failure("no script in the page") }
            let steps = try page.evaluate("[...document.querySelectorAll('#script li code')].map(e => e.textContent)") as? [String]
            let narration = try page.evaluate("[...document.querySelectorAll('#script li.current .narration')].map(e => e.textContent)") as? [String]
            try page.press(" ")
            let first = try page.waitUntil("\(current) === '1'") && pane.wait(forText: "count: Int = 1")
            try page.press("Enter")
            let second = try page.waitUntil("\(current) === '2'") && pane.wait(forText: "count: 1 → 2")
            let value = try page.evaluate(#"document.querySelector('#states tr[data-name="count"] .value')?.textContent"#) as? String
            try page.press("b")
            let back = try page.waitUntil("\(current) === '1'") && pane.wait(forText: "(stepped back)")
            _ = try BrowserTests.saveScreenshot(page, as: "projector-page-step")
            return (steps, narration, first, second, value, back)
        }
        let (steps, narration, first, second, value, back) = seen
        #expect(steps == ["@State var count = 1", "count += 1"])
        #expect(narration == ["// A State holds a value."])
        #expect(first, "Space in the page ran the first step: \(pane.screen)")
        #expect(second, "Enter in the page ran the second step: \(pane.screen)")
        #expect(value == "2")
        #expect(back, "b in the page stepped back: \(pane.screen)")
        try pane.type("q")
        #expect(pane.wait(forText: "EXIT=0"), "\(pane.screen)")
    }
}
