import Foundation

/// WebDriver BiDi (the W3C protocol Firefox's remote agent speaks) over its WebSocket:
/// commands by id, to one browsing context (a top-level tab), events skipped. Values come back
/// through `JSON.stringify`, so a test reads them as `JSONSerialization` gives them.
final class WebDriverBiDi: @unchecked Sendable {
    private let socket: WebSocketClient
    private var nextID = 1
    /// The browsing context every command goes to.
    private(set) var context = ""

    /// Connects to `ws://host:port/session`, starts a session, and takes the browser's first
    /// top-level browsing context (or creates one).
    init(host: String = "127.0.0.1", port: Int) throws {
        socket = try WebSocketClient(host: host, port: port, path: "/session")
        try call("session.new", ["capabilities": [String: Any]()])
        let contexts = try call("browsingContext.getTree", ["maxDepth": 0])["contexts"] as? [[String: Any]] ?? []
        if let first = contexts.first?["context"] as? String {
            context = first
        } else {
            guard let created = try call("browsingContext.create", ["type": "tab"])["context"] as? String else {
                throw WebSocketClient.Failure("Firefox made no browsing context")
            }
            context = created
        }
    }

    /// Sends a command and returns its result; throws its error.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 60) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let message: [String: Any] = ["id": id, "method": method, "params": parameters]
        try socket.send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        let reply = try socket.receive(timeout: timeout) { text in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["id"] as? Int == id
        }
        guard let reply, let fields = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any] else {
            throw WebSocketClient.Failure("no answer to \(method)")
        }
        if fields["type"] as? String == "error" {
            throw WebSocketClient.Failure("\(method): \(fields["error"] ?? "error"): \(fields["message"] ?? "")")
        }
        return fields["result"] as? [String: Any] ?? [:]
    }

    /// Loads `url` in the context and waits until its document has loaded.
    func navigate(to url: String) throws {
        try call("browsingContext.navigate", ["context": context, "url": url, "wait": "complete"])
    }

    /// The value of a JavaScript expression in the page (JSON-able; a promise is awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("script.evaluate", [
            "expression": "(async () => JSON.stringify((await (\(expression))) ?? null))()",
            "target": ["context": context], "awaitPromise": true, "resultOwnership": "none",
        ])
        if result["type"] as? String == "exception" {
            let details = result["exceptionDetails"] as? [String: Any]
            throw WebSocketClient.Failure("the page threw: \(details?["text"] ?? result)")
        }
        guard let text = (result["result"] as? [String: Any])?["value"] as? String else { return nil }
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        return value is NSNull ? nil : value
    }

    /// Waits up to `timeout` seconds for `expression` to be true in the page, asking every 0.1 s.
    func waitUntil(_ expression: String, timeout: Double = 30) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("Boolean(\(expression))") as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// A mouse click at the middle of the element `selector` finds, as a person clicks: the
    /// pointer moved there, pressed and released (`input.performActions`).
    func click(_ selector: String) throws {
        let box = try evaluate("""
            (() => { const e = document.querySelector(\(DevTools.literal(selector))); if (!e) return null;
              e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
              return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]; })()
            """) as? [Int] ?? []
        guard box.count == 2 else { throw WebSocketClient.Failure("nothing at \(selector)") }
        try call("input.performActions", [
            "context": context,
            "actions": [[
                "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                "actions": [
                    ["type": "pointerMove", "x": box[0], "y": box[1]],
                    ["type": "pointerDown", "button": 0],
                    ["type": "pointerUp", "button": 0],
                ],
            ]],
        ])
        try call("input.releaseActions", ["context": context])
    }

    /// Closes the browser (`browser.close`), which ends the session and the process; it may
    /// close the socket before it answers.
    func closeBrowser() {
        _ = try? call("browser.close", timeout: 10)
    }
}
