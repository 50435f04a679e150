import BindscopeServer
import Foundation
import Testing

/// The snapshot's fields for what the last entry did to the views (`update`, `bodyRuns`), the
/// presenter's `key`, a served script's snapshot per statement, and an IPv6 loopback server.
@Suite("The page's protocol: the views' update, keys, scripts", .serialized)
struct PageUpdateProtocolTests {
    static let fields = PageProtocolTests.fields

    static let counter = """
        struct CounterView: View { @State private var count = 0; var body: some View { VStack { Text("Count \\(count)"); Button("Tap \\(count)") { count += 1 } } } }
        """

    @Test("After a tap the snapshot says what it wrote, which body ran and why, the lines that changed, and each body's runs since mount")
    func updateAfterTap() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit(Self.counter)
        session.submit(":mount CounterView()")
        let port = session.port
        let (mounted, tapped) = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            let mounted = try client.receive(timeout: 60)
            try client.send(#"{"version":1,"type":"action","verb":"tap","title":"Tap 0"}"#)
            return (mounted, try client.receive(timeout: 60) { PageProtocolTests.titles(in: $0).contains("Tap 1") })
        }
        // The mount ran the body once, for every reason.
        let mountUpdate = Self.fields(mounted)["update"] as? [String: Any]
        let mountBodies = mountUpdate?["bodies"] as? [[String: Any]]
        #expect(mountBodies?.first?["reasons"] as? [String] == ["@self", "@identity", "_count"])
        // A body's first run names its own place, as the page finds it in `views`.
        #expect(mountBodies?.first?["place"] as? String == "CounterView")
        #expect((Self.fields(mounted)["views"] as? [String: Any])?["bodyRuns"] as? Int == 1)

        let snapshot = Self.fields(tapped)
        let update = try #require(snapshot["update"] as? [String: Any])
        let writes = update["writes"] as? [[String: String]]
        #expect(writes == [["name": "count", "before": "0", "after": "1"]])
        let bodies = update["bodies"] as? [[String: Any]] ?? []
        #expect(bodies.count == 1)
        #expect(bodies.first?["view"] as? String == "CounterView")
        #expect(bodies.first?["place"] as? String == "CounterView")
        #expect(bodies.first?["reasons"] as? [String] == ["_count"])
        #expect(bodies.first?["text"] as? String == "CounterView: _count changed.")
        let lines = update["lines"] as? [[String: String]]
        #expect(lines == [
            ["place": "CounterView/VStack/Text", "old": #"Text "Count 0""#, "new": #"Text "Count 1""#],
            ["place": "CounterView/VStack/Button", "old": #"Button "Tap 0""#, "new": #"Button "Tap 1""#],
        ])
        #expect(update["warnings"] as? [String] == [])
        #expect(update["text"] as? [String] == [
            "count: 0 → 1", "CounterView: _count changed.", #"Text "Count 0" → "Count 1""#, #"Button "Tap 0" → "Tap 1""#,
        ])
        let views = snapshot["views"] as? [String: Any]
        #expect(views?["bodyRuns"] as? Int == 2)
        // A built-in view has no body to count.
        let stack = (views?["children"] as? [[String: Any]])?.first
        #expect(stack?["name"] as? String == "VStack")
        #expect(stack?.keys.contains("bodyRuns") == false)
    }

    @Test("An entry that touches no view sends no update")
    func noUpdateWithoutViews() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit(Self.counter)
        session.submit(":mount CounterView()")
        session.submit("@State var other = 1")
        let port = session.port
        let snapshot = try await offPool { try WebSocketClient(port: port, path: "/socket").receive(timeout: 60) }
        #expect(Self.fields(snapshot)["views"] != nil)
        #expect(Self.fields(snapshot)["update"] == nil)
        #expect(Self.fields(snapshot)["script"] == nil, "no script is being presented")
    }

    @Test("A served script pushes a snapshot after each statement, each with its own report")
    func scriptSnapshotPerStatement() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let client = try await offPool { try WebSocketClient(port: port, path: "/socket") }
        session.runScript("@State var count = 1\ncount += 1\ncount += 1\n")
        let seen = try await offPool {
            var seen: [(String?, [String])] = []
            while let message = try client.receive(timeout: 2) {
                let report = (Self.fields(message)["report"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                seen.append((PageProtocolTests.value(of: "count", in: message), report))
            }
            return seen
        }
        // One per statement as it runs (then the script's end says the last again).
        let values = seen.map(\.0)
        #expect(values.starts(with: ["1", "2", "3"]), "\(seen)")
        #expect(seen.dropFirst(1).first?.1 == ["  count: 1 → 2"])
        #expect(seen.dropFirst(2).first?.1 == ["  count: 2 → 3"])
    }

    @Test("A key from the page is no entry: away from --step it is refused and runs nothing")
    func keyOutsidePresenter() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit("@State var count = 0")
        let port = session.port
        let (result, nothingElse) = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            _ = try client.receive(timeout: 60)
            try client.send(#"{"version":1,"type":"action","verb":"key","key":" ","id":"k"}"#)
            let result = try client.receive(timeout: 60, where: PageProtocolTests.isType("result"))
            return (result, try client.receive(timeout: 0.5))
        }
        #expect(Self.fields(result)["ok"] as? Bool == false)
        #expect(Self.fields(result)["id"] as? String == "k")
        #expect(Self.fields(result)["entry"] as? String == "(key Space)")
        #expect(nothingElse == nil, "no snapshot: nothing ran")
    }

    @Test("Only the presenter's stepping keys are keys", arguments: [
        (#"{"version":1,"type":"action","verb":"key","key":"q"}"#, #"unknown key "q""#),
        (#"{"version":1,"type":"action","verb":"key"}"#, #"needs a string "key""#),
    ])
    func unknownKeys(message: String, error: String) async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let reply = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(message)
            return try client.receive(timeout: 60, where: PageProtocolTests.isType("error"))
        }
        #expect((Self.fields(reply)["message"] as? String ?? "").contains(error))
    }

    @Test("An IPv6 loopback address is served in brackets, and its own origin is let in", arguments: ["::1", "[::1]"])
    func ipv6Loopback(address: String) async throws {
        // Serving waits for the server on Swift's cooperative threads: the test waits off them.
        let (url, own, local, foreign) = try await offPool {
            let server = PageServer(host: address)
            let url = try server.serve(port: nil)
            defer { _ = server.stopServing() }
            let port = Int(url.split(separator: ":").last ?? "") ?? 0
            func refusal(_ headers: [String: String], host: String) -> String? {
                do {
                    _ = try WebSocketClient(host: "::1", port: port, path: "/socket", headers: headers, hostHeader: host)
                    return nil
                } catch {
                    return "\(error)"
                }
            }
            return (url, refusal(["Origin": "http://[::1]:\(port)"], host: "[::1]:\(port)"), refusal([:], host: "localhost:\(port)"),
                    refusal(["Origin": "http://evil.example"], host: "[::1]:\(port)"))
        }
        #expect(url.contains(#/^http://\[::1\]:\d+$/#), "\(url)")
        #expect(own == nil)
        #expect(local == nil)
        #expect(foreign?.contains("403") == true)
    }

    @Test("Only loopback addresses are loopback", arguments: [
        ("127.0.0.1", true), ("::1", true), ("[::1]", true), ("0:0:0:0:0:0:0:1", true),
        ("0.0.0.0", false), ("::", false), ("[fd00::2]", false), ("192.168.1.2", false),
    ])
    func loopback(address: String, isLoopback: Bool) {
        #expect(PageAddress(address).isLoopback == isLoopback)
    }
}
