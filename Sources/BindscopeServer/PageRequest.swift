import BindscopeSession
import Foundation

/// A request's `id`, as the client wrote it: echoed in the result so a client can match them.
enum PageRequestID: Sendable, Equatable {
    case number(Double)
    case text(String)
}

/// A message from the page, read (`docs/page-protocol.md`): only an action so far. Anything
/// else is a `PageRequest.Refusal`, which the server answers with an error and nothing more.
struct PageRequest: Equatable {
    /// The protocol version this server speaks.
    static let version = 1

    let action: PageAction
    let id: PageRequestID?

    struct Refusal: Error, Equatable {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Reads one text message; throws what is wrong with it.
    init(parsing text: String) throws(Refusal) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
            let fields = object as? [String: Any]
        else { throw Refusal("not a JSON object") }
        guard let version = fields["version"] as? Int, !(fields["version"] is Bool) else {
            throw Refusal("missing \"version\": this server speaks version \(Self.version)")
        }
        guard version == Self.version else {
            throw Refusal("unsupported version \(version): this server speaks version \(Self.version)")
        }
        guard let type = fields["type"] as? String else { throw Refusal("missing \"type\"") }
        guard type == "action" else { throw Refusal("unknown type \"\(type)\"") }
        id = Self.id(fields["id"])
        action = try Self.action(fields)
    }

    private static func action(_ fields: [String: Any]) throws(Refusal) -> PageAction {
        guard let verb = fields["verb"] as? String else { throw Refusal("an action needs a \"verb\"") }
        func string(_ key: String) throws(Refusal) -> String {
            guard let value = fields[key] as? String else { throw Refusal("the \(verb) action needs a string \"\(key)\"") }
            return value
        }
        switch verb {
        case "tap": return .tap(title: try string("title"))
        case "toggle": return .toggle(title: try string("title"))
        case "fill": return .fill(title: try string("title"), text: try string("text"))
        case "entry": return .entry(try string("text"))
        default: throw Refusal("unknown verb \"\(verb)\": tap, toggle, fill or entry")
        }
    }

    private static func id(_ value: Any?) -> PageRequestID? {
        if let text = value as? String { return .text(text) }
        if let number = value as? NSNumber, !(value is Bool) { return .number(number.doubleValue) }
        return nil
    }
}
