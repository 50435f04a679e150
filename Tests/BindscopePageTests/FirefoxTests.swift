import Foundation
import Testing

/// The projector page in Firefox as well as Chromium: bindscope serving a known session,
/// Debian's headless Firefox ESR driven through WebDriver BiDi (its remote agent), a person's
/// click on a button in the phone, and what both the page and the session show after.
@Suite("The page in headless Firefox", .serialized)
struct FirefoxTests {
    /// Firefox on PATH; a test without it fails, naming what installs it.
    static func firefox() -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .flatMap { ["\($0)/firefox-esr", "\($0)/firefox"] }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        if path == nil { Issue.record("firefox is not installed (Scripts/test installs the firefox-esr package)") }
        return path
    }

    /// A fresh profile's preferences: the remote agent speaks WebDriver BiDi alone, and the
    /// browser asks nothing at its first start.
    static let preferences = """
        user_pref("remote.active-protocols", 1);
        user_pref("browser.shell.checkDefaultBrowser", false);
        user_pref("browser.startup.homepage_override.mstone", "ignore");
        user_pref("browser.startup.page", 0);
        user_pref("datareporting.policy.dataSubmissionEnabled", false);
        user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
        user_pref("app.update.disabledForTesting", true);

        """

    /// Runs `script` with `bindscope --serve`, opens the page in headless Firefox once it
    /// shows the session, and gives `body` the page and bindscope; both end after it, and the
    /// profile is removed.
    static func withPage<T: Sendable>(
        script: String, _ body: @escaping @Sendable (WebDriverBiDi, ChildProcess) throws -> T
    ) async throws -> T? {
        guard let firefox = firefox() else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindscope-firefox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("lesson.swift")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let profile = directory.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        try preferences.write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)

        let served = try ChildProcess(BrowserTests.bindscope, ["--serve", "--no-sample", "--color", "never", scriptFile.path])
        defer { served.stop() }
        let serving = try await offPool { served.wait(for: #/serving on (http://127\.0\.0\.1:\d+)/#, timeout: 60) }
        let url = try #require(serving, "bindscope did not serve: \(served.standardError)")

        // Port 0: the remote agent takes a free loopback port and names it on standard error.
        let browser = try ChildProcess(firefox, [
            "--headless", "--no-remote", "--profile", profile.path, "--window-size=1200,900",
            "--remote-debugging-port=0", "about:blank",
        ])
        defer { browser.stop() }
        return try await offPool {
            guard let port = browser.wait(for: #/WebDriver BiDi listening on ws://127\.0\.0\.1:(\d+)/#, timeout: 60).flatMap({ Int($0) }) else {
                throw WebSocketClient.Failure("Firefox did not start its remote agent: \(browser.standardError)")
            }
            let page = try WebDriverBiDi(port: port)
            defer {
                // Closed through the protocol: Firefox does not end on the SIGINT `stop()`
                // sends, which kills it 3 s later.
                page.closeBrowser()
                _ = browser.waitForExit(timeout: 10)
            }
            try page.navigate(to: url)
            guard try page.waitUntil("document.getElementById('status').textContent === 'live' && document.body.dataset.snapshots", timeout: 60) else {
                throw WebSocketClient.Failure("the page never showed the session")
            }
            return try body(page, served)
        }
    }

    static func value(of state: String) -> String {
        #"document.querySelector('#states tr[data-name="\#(state)"] .value')?.textContent"#
    }

    static let tap0 = #"#phone button[data-title="Tap 0"]"#

    /// What the page shows before and after the click.
    struct Seen: Sendable {
        var rowsBefore: [String]
        var phoneBefore: [String]
        var rowsAfter: [String]
        var phoneAfter: [String]
        var changedRows: [String]
        var report: String?
        var terminal: [String: Bool]
    }

    @Test("Firefox shows the session's states and its mounted view, and a click on the view's button runs its action in the session")
    func clickInPhone() async throws {
        let seen = try await Self.withPage(script: PageLiveBrowserTests.counter) { page, served in
            // The script has run to its end: every state in the table, the view in the phone.
            guard try page.waitUntil("\(Self.value(of: "doubled")) === '20' && document.querySelector(\(DevTools.literal(Self.tap0)))", timeout: 60) else {
                throw WebSocketClient.Failure("the page never showed the mounted view")
            }
            func strings(_ expression: String) throws -> [String] { try page.evaluate(expression) as? [String] ?? [] }
            let rows = "[...document.querySelectorAll('#states tbody tr')].map(r => r.dataset.name + '=' + r.querySelector('.value').textContent)"
            let phone = "[...document.querySelectorAll('#phone .v-text, #phone .v-button')].map(e => e.textContent)"
            let rowsBefore = try strings(rows), phoneBefore = try strings(phone)
            try page.click(Self.tap0)
            guard try page.waitUntil("\(Self.value(of: "total")) === '11' && \(Self.value(of: "doubled")) === '22' && document.querySelector('#phone button[data-title=\"Tap 1\"]')", timeout: 30) else {
                throw WebSocketClient.Failure("the page never showed the tap's update: \((try? strings(rows)) ?? []) \((try? strings(phone)) ?? [])")
            }
            let seen = Seen(
                rowsBefore: rowsBefore, phoneBefore: phoneBefore,
                rowsAfter: try strings(rows), phoneAfter: try strings(phone),
                changedRows: try strings("[...document.querySelectorAll('#states tr.changed')].map(r => r.dataset.name)"),
                report: try page.evaluate("document.getElementById('report').textContent") as? String,
                // The session ran it as an entry: shown, with its report, in the terminal.
                terminal: Dictionary(uniqueKeysWithValues: [
                    #"(page) :tap "Tap 0""#, "total: 10 → 11", "CounterView: _count, _total changed.", #"Button "Tap 0" → "Tap 1""#,
                ].map { ($0, served.waitForOutput(containing: $0, timeout: 30)) }))
            return seen
        }
        guard let seen else { return }
        #expect(seen.rowsBefore == ["doubled=20", "total=10", "CounterView/_count=0"])
        #expect(seen.phoneBefore == ["Total 10", "Tap 0"])
        #expect(seen.rowsAfter == ["doubled=22", "total=11", "CounterView/_count=1"])
        #expect(seen.phoneAfter == ["Total 11", "Tap 1"])
        #expect(seen.changedRows == ["doubled", "total", "CounterView/_count"])
        #expect(seen.report?.contains("count: 0 → 1") == true)
        #expect(seen.report?.contains("total: 10 → 11") == true)
        #expect(seen.report?.contains("CounterView: _count, _total changed.") == true)
        for (line, shown) in seen.terminal.sorted(by: { $0.key < $1.key }) {
            #expect(shown, "bindscope's terminal shows \(line)")
        }
    }
}
