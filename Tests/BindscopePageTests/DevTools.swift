import Foundation

/// Chromium's DevTools protocol over its WebSocket: commands by id, to one page (a flat
/// session attached to its target), events skipped.
final class DevTools: @unchecked Sendable {
    private let socket: WebSocketClient
    private var nextID = 1
    private var session: String?

    /// Connects to `ws://…/devtools/browser/…` and attaches to its first page.
    init(browserURL: String) throws {
        guard let url = URL(string: browserURL), let port = url.port else { throw WebSocketClient.Failure("bad DevTools URL \(browserURL)") }
        socket = try WebSocketClient(host: url.host ?? "127.0.0.1", port: port, path: url.path)
        let targets = try call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
        guard let page = targets.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw WebSocketClient.Failure("Chromium has no page")
        }
        session = try call("Target.attachToTarget", ["targetId": page, "flatten": true])["sessionId"] as? String
    }

    /// Sends a command and returns its result; throws its error.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try socket.send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        let reply = try socket.receive(timeout: 30) { text in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["id"] as? Int == id
        }
        guard let reply, let fields = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any] else {
            throw WebSocketClient.Failure("no answer to \(method)")
        }
        if let error = fields["error"] { throw WebSocketClient.Failure("\(method): \(error)") }
        return fields["result"] as? [String: Any] ?? [:]
    }

    /// The value of a JavaScript expression in the page (JSON-able).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits up to `timeout` seconds for `expression` to be true in the page.
    func waitUntil(_ expression: String, timeout: Double = 15) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("Boolean(\(expression))") as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// A mouse click at the middle of the element `selector` finds, as a person clicks.
    func click(_ selector: String) throws {
        let box = try evaluate("""
            (() => { const r = document.querySelector(\(Self.literal(selector))).getBoundingClientRect();
              return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """) as? [Double] ?? []
        guard box.count == 2 else { throw WebSocketClient.Failure("nothing at \(selector)") }
        for type in ["mousePressed", "mouseReleased"] {
            try call("Input.dispatchMouseEvent", ["type": type, "x": box[0], "y": box[1], "button": "left", "clickCount": 1])
        }
    }

    /// Types `text` where the focus is, as a keyboard would insert it.
    func type(_ text: String) throws {
        try call("Input.insertText", ["text": text])
    }

    /// A PNG of the page as it is drawn.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let data = (result["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
            throw WebSocketClient.Failure("no screenshot")
        }
        return data
    }

    static func literal(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self).dropFirst().dropLast().description
    }
}

extension DevTools {
    /// A key pressed and released where the focus is, as a keyboard sends it: `" "`,
    /// `"Enter"`, `"b"`.
    func press(_ key: String) throws {
        let (code, text, keyCode): (String, String?, Int) = switch key {
        case " ": ("Space", " ", 32)
        case "Enter": ("Enter", "\r", 13)
        default: ("Key" + key.uppercased(), key, Int(key.uppercased().unicodeScalars.first?.value ?? 0))
        }
        var down: [String: Any] = ["type": text == nil ? "rawKeyDown" : "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": keyCode]
        if let text { down["text"] = text }
        try call("Input.dispatchKeyEvent", down)
        try call("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keyCode])
    }
}
