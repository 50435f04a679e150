import Foundation
import Testing

/// The projector page in a real browser: bindscope serving a known session, Debian's
/// headless Chromium driven through its DevTools protocol, a person's click and typing, and
/// what both the page and the session show after.
@Suite("The page in headless Chromium", .serialized)
struct BrowserTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `bindscope` SwiftPM built beside this test bundle.
    static var bindscope: String {
        let bundle = Bundle.main.bundleURL
        return [bundle.appendingPathComponent("bindscope"), bundle.deletingLastPathComponent().appendingPathComponent("bindscope")]
            .map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) } ?? "bindscope"
    }

    /// Chromium on PATH; a test without it fails, naming what installs it.
    static func chromium() -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .flatMap { ["\($0)/chromium", "\($0)/chromium-browser"] }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        if path == nil { Issue.record("chromium is not installed (Scripts/test installs the chromium package)") }
        return path
    }

    static let script = """
        @State var count = 0
        @State var name = "Ada"
        let shown = $count

        """

    @Test("The page shows the session, and a click in it runs an entry in the session")
    func pageDrivesSession() async throws {
        guard let chromium = Self.chromium() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("lesson.swift")
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let artefact = Self.packageRoot.appendingPathComponent(".build/page-artefacts/projector-page.png")

        let served = try ChildProcess(Self.bindscope, ["--serve", "--no-sample", "--color", "never", scriptFile.path])
        defer { served.stop() }
        let url = try #require(
            served.wait(for: #/serving on (http://127\.0\.0\.1:\d+)/#, timeout: 30), "bindscope did not serve: \(served.standardError)")

        let browser = try ChildProcess(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--window-size=1200,900",
            "--remote-debugging-port=0", "--user-data-dir=\(directory.appendingPathComponent("profile").path)", url,
        ])
        defer { browser.stop() }
        let devToolsURL = try #require(
            browser.wait(for: #/DevTools listening on (ws://\S+)/#, timeout: 60), "Chromium did not start: \(browser.standardError)")

        let (rows, status, rowAfter, changed, report) = try await offPool {
            let page = try DevTools(browserURL: devToolsURL)
            guard try page.waitUntil(#"document.querySelector('#states tr[data-name="count"] .value')?.textContent === "0""#) else {
                throw WebSocketClient.Failure("the page never showed the session")
            }
            let rows = try page.evaluate("[...document.querySelectorAll('#states tbody tr')].map(r => r.dataset.name + '=' + r.querySelector('.value').textContent)") as? [String]
            let status = try page.evaluate("document.getElementById('status').textContent") as? String
            try page.click("#entry")
            try page.type("count += 1")
            try page.click("#entry-form button")
            guard try page.waitUntil(#"document.querySelector('#states tr[data-name="count"] .value')?.textContent === "1""#) else {
                throw WebSocketClient.Failure("the page never showed the change")
            }
            let rowAfter = try page.evaluate(#"document.querySelector('#states tr[data-name="shown"] .value').textContent"#) as? String
            let changed = try page.evaluate("[...document.querySelectorAll('#states tr.changed')].map(r => r.dataset.name)") as? [String]
            let report = try page.evaluate("document.getElementById('report').textContent") as? String
            let png = try page.screenshot()
            try FileManager.default.createDirectory(at: artefact.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: artefact)
            return (rows, status, rowAfter, changed, report)
        }
        #expect(rows == ["count=0", "name=\"Ada\"", "shown=Binding<Int>(wrappedValue: 0)"])
        #expect(status == "live")
        #expect(rowAfter == "Binding<Int>(wrappedValue: 1)")
        #expect(changed == ["count", "shown"])
        #expect(report == "  count: 0 → 1\n  shown: 0 → 1")
        // The session ran it as an entry at the prompt: shown, with its report, in the terminal.
        #expect(served.waitForOutput(containing: "(page) count += 1", timeout: 10))
        #expect(served.waitForOutput(containing: "count: 0 → 1", timeout: 10))
        let image = try Data(contentsOf: artefact)
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG at \(artefact.path)")
    }
}
