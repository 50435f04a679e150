import Foundation
import Testing

/// The page's protocol (docs/page-protocol.md), spoken over a real WebSocket to a real
/// server on a free loopback port, with a session running on its own thread.
@Suite("The page's protocol", .serialized)
struct PageProtocolTests {
    /// A JSON message as a dictionary.
    static func fields(_ message: String?) -> [String: Any] {
        guard let message, let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) else { return [:] }
        return object as? [String: Any] ?? [:]
    }

    static func isType(_ type: String) -> (String) -> Bool {
        { fields($0)["type"] as? String == type }
    }

    /// The value of `name` in a snapshot's states.
    static func value(of name: String, in snapshot: String?) -> String? {
        let states = fields(snapshot)["states"] as? [[String: Any]] ?? []
        return states.first { $0["name"] as? String == name }?["value"] as? String
    }

    @Test("A snapshot is pushed after an entry, with the states, the report and the graph")
    func snapshotAfterEntry() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let snapshot = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            session.submit("@State var count = 1")
            session.submit("let doubled = $count")
            session.submit("count += 1")
            return try client.receive(timeout: 60) { Self.value(of: "count", in: $0) == "2" }
        }
        let fields = Self.fields(snapshot)
        #expect(fields["version"] as? Int == 1)
        #expect(fields["type"] as? String == "snapshot")
        #expect(Self.value(of: "doubled", in: snapshot) == "Binding<Int>(wrappedValue: 2)")
        let report = (fields["report"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(report == ["  count: 1 → 2", "  doubled: 1 → 2"])
        let nodes = ((fields["graph"] as? [String: Any])?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(nodes.contains("count") && nodes.contains("doubled"))
    }

    @Test("A page that connects later gets the last snapshot first")
    func lateClientGetsLastSnapshot() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit("@State var name = \"Ada\"")
        let port = session.port
        let first = try await offPool {
            try WebSocketClient(port: port, path: "/socket").receive(timeout: 60)
        }
        #expect(Self.value(of: "name", in: first) == "\"Ada\"")
    }

    @Test("An action runs in the session as the entry it is, and every page sees its snapshot")
    func actionRuns() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit("@State var count = 0")
        let port = session.port
        let (result, own, other) = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            let otherTab = try WebSocketClient(port: port, path: "/socket")
            try client.send(#"{"version":1,"type":"action","verb":"entry","text":"count += 5","id":7}"#)
            // The snapshot comes first (the entry has run), then the result.
            let own = try client.receive(timeout: 60) { Self.value(of: "count", in: $0) == "5" }
            let result = try client.receive(timeout: 60, where: Self.isType("result"))
            let other = try otherTab.receive(timeout: 60) { Self.value(of: "count", in: $0) == "5" }
            return (result, own, other)
        }
        let fields = Self.fields(result)
        #expect(fields["ok"] as? Bool == true)
        #expect(fields["id"] as? Int == 7)
        #expect(fields["entry"] as? String == "count += 5")
        #expect(own != nil && other != nil)
        #expect(session.written.contains("count: 0 → 5"))
    }

    @Test("A tap is the prompt's :tap: what the session says of it comes back as the result")
    func tapIsTheCommand() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let result = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(#"{"version":1,"type":"action","verb":"tap","title":"Tap \"0\""}"#)
            return try client.receive(timeout: 60, where: Self.isType("result"))
        }
        #expect(Self.fields(result)["entry"] as? String == #":tap "Tap \"0\"""#)
        // Nothing is mounted: the tap fails as it does at the prompt.
        #expect(Self.fields(result)["ok"] as? Bool == false)
    }

    @Test("The mounted view is in every snapshot, and a tap from the page changes it")
    func mountedViewInSnapshot() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit("struct CounterView: View { @State private var count = 0; var body: some View { VStack { Text(\"Count \\(count)\"); Button(\"Tap \\(count)\") { count += 1 } } } }")
        session.submit(":mount CounterView()")
        let port = session.port
        let snapshot = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(#"{"version":1,"type":"action","verb":"tap","title":"Tap 0"}"#)
            return try client.receive(timeout: 60) { Self.titles(in: $0).contains("Tap 1") }
        }
        let views = Self.fields(snapshot)["views"] as? [String: Any]
        #expect(views?["name"] as? String == "CounterView")
        #expect(views?["kind"] as? String == "body")
        #expect(Self.titles(in: snapshot) == ["Count 1", "Tap 1"])
        // The view and the state it keeps are in the graph and the states, in the fields
        // every node and row already has.
        let nodes = (Self.fields(snapshot)["graph"] as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        let kinds = nodes.map { "\($0["name"] as? String ?? "") \($0["kind"] as? String ?? "")" }
        #expect(kinds == ["CounterView/_count State", "CounterView view"])
        #expect(Self.value(of: "CounterView/_count", in: snapshot) == "1")
    }

    /// The titles drawn in a snapshot's view tree, in tree order.
    static func titles(in message: String?) -> [String] {
        func walk(_ view: [String: Any]) -> [String] {
            ((view["title"] as? String).map { [$0] } ?? []) + (view["children"] as? [[String: Any]] ?? []).flatMap(walk)
        }
        return (fields(message)["views"] as? [String: Any]).map(walk) ?? []
    }

    @Test(
        "Each control's verb runs as the prompt's command for it",
        arguments: [
            (#"{"version":1,"type":"action","verb":"toggle","title":"Done"}"#, #":toggle "Done""#),
            (#"{"version":1,"type":"action","verb":"fill","title":"Name","text":"Ada \"L\"\n"}"#, #":fill "Name" "Ada \"L\"\n""#),
            (#"{"version":1,"type":"action","verb":"increment","title":"Count"}"#, #":increment "Count""#),
            (#"{"version":1,"type":"action","verb":"decrement","title":"Count"}"#, #":decrement "Count""#),
            (#"{"version":1,"type":"action","verb":"slide","title":"Volume","value":0.5}"#, #":slide "Volume" 0.5"#),
            (#"{"version":1,"type":"action","verb":"pick","title":"Flavor","option":"Mint"}"#, #":pick "Flavor" "Mint""#),
        ])
    func verbsAreCommands(message: String, entry: String) async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let result = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            try client.send(message)
            return try client.receive(timeout: 60, where: Self.isType("result"))
        }
        #expect(Self.fields(result)["entry"] as? String == entry)
    }

    @Test(
        "A malformed or unknown message gets an error and changes nothing",
        arguments: [
            ("{not json", "not a JSON object"),
            (#"{"version":1,"type":"dance"}"#, #"unknown type "dance""#),
            (#"{"version":2,"type":"action","verb":"entry","text":"count = 9"}"#, "unsupported version 2"),
            (#"{"type":"action","verb":"entry","text":"count = 9"}"#, #"missing "version""#),
            (#"{"version":1,"type":"action","verb":"jump","title":"x"}"#, #"unknown verb "jump""#),
            (#"{"version":1,"type":"action","verb":"tap"}"#, #"needs a string "title""#),
        ])
    func malformedMessages(message: String, error: String) async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        session.submit("@State var count = 0")
        let port = session.port
        let (reply, nothingElse) = try await offPool {
            let client = try WebSocketClient(port: port, path: "/socket")
            _ = try client.receive(timeout: 60, where: Self.isType("snapshot"))
            try client.send(message)
            let reply = try client.receive(timeout: 60)
            return (reply, try client.receive(timeout: 0.5))
        }
        #expect(Self.fields(reply)["type"] as? String == "error")
        #expect((Self.fields(reply)["message"] as? String ?? "").contains(error))
        #expect(nothingElse == nil, "no snapshot: nothing ran")
        session.submit(":states count")
        #expect(session.written.contains("count") && !session.written.contains("9"))
    }

    @Test(
        "A request from another origin, or for another host, is refused",
        arguments: [
            (["Origin": "http://evil.example"], nil as String?),
            (["Origin": "http://127.0.0.1:1"], nil),
            ([:], "evil.example:80"),
        ])
    func crossOriginRefused(headers: [String: String], host: String?) async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let refusal = await #expect(throws: WebSocketClient.Failure.self) {
            try await offPool { _ = try WebSocketClient(port: port, path: "/socket", headers: headers, hostHeader: host) }
        }
        #expect(refusal?.description.contains("403") == true)
    }

    @Test("The page's own origin is let in")
    func ownOriginAccepted() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        try await offPool {
            _ = try WebSocketClient(port: port, path: "/socket", headers: ["Origin": "http://127.0.0.1:\(port)"])
            _ = try WebSocketClient(port: port, path: "/socket", headers: ["Origin": "http://localhost:\(port)"], hostHeader: "localhost:\(port)")
        }
    }

    @Test("A client that never reads does not hold the session up")
    func slowClientDoesNotBlock() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let port = session.port
        let stalled = try await offPool { try WebSocketClient(port: port, path: "/socket") }
        session.submit("@State var text = \"\"")
        let started = Date()
        // Each snapshot carries the text so far: far more than a socket's buffers hold.
        for _ in 0..<100 { session.submit("text += String(repeating: \"x\", count: 4000)") }
        #expect(Date().timeIntervalSince(started) < 60)
        withExtendedLifetime(stalled) {}
    }
}
