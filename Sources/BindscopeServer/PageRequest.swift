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
        let data = Data(text.utf8)
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any],
            let fields = try? JSONDecoder().decode(Fields.self, from: data)
        else { throw Refusal("not a JSON object") }
        guard let version = fields.version else {
            throw Refusal("missing \"version\": this server speaks version \(Self.version)")
        }
        guard version == Self.version else {
            throw Refusal("unsupported version \(version): this server speaks version \(Self.version)")
        }
        guard let type = fields.type else { throw Refusal("missing \"type\"") }
        guard type == "action" else { throw Refusal("unknown type \"\(type)\"") }
        id = fields.id
        action = try Self.action(fields)
    }

    static let verbs = "tap, toggle, fill, increment, decrement, slide, pick, entry or key"

    private static func action(_ fields: Fields) throws(Refusal) -> PageAction {
        guard let verb = fields.verb else { throw Refusal("an action needs a \"verb\"") }
        func string(_ value: String?, _ key: String) throws(Refusal) -> String {
            guard let value else { throw Refusal("the \(verb) action needs a string \"\(key)\"") }
            return value
        }
        switch verb {
        case "tap": return .tap(title: try string(fields.title, "title"))
        case "toggle": return .toggle(title: try string(fields.title, "title"))
        case "fill": return .fill(title: try string(fields.title, "title"), text: try string(fields.text, "text"))
        case "increment": return .increment(title: try string(fields.title, "title"))
        case "decrement": return .decrement(title: try string(fields.title, "title"))
        case "slide":
            guard let value = fields.value else { throw Refusal("the slide action needs a number \"value\"") }
            return .slide(title: try string(fields.title, "title"), value: value)
        case "pick": return .pick(title: try string(fields.title, "title"), option: try string(fields.option, "option"))
        case "entry": return .entry(try string(fields.text, "text"))
        case "key":
            let key = try string(fields.key, "key")
            guard PageAction.keys[key] != nil else {
                throw Refusal("unknown key \"\(key)\": the page steps with \" \" (Space), \"Enter\" or \"b\"")
            }
            return .key(key)
        default: throw Refusal("unknown verb \"\(verb)\": \(Self.verbs)")
        }
    }

    /// The fields a request may have, each nil when missing or of another kind (a `true`
    /// is no version, a number no title): the checks above say which was wanted.
    private struct Fields: Decodable {
        var version: Int?
        var type, verb, title, text, option, key: String?
        var value: Double?
        var id: PageRequestID?

        private enum Key: String, CodingKey {
            case version, type, verb, title, text, option, key, value, id
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            verb = try? container.decodeIfPresent(String.self, forKey: .verb)
            title = try? container.decodeIfPresent(String.self, forKey: .title)
            text = try? container.decodeIfPresent(String.self, forKey: .text)
            option = try? container.decodeIfPresent(String.self, forKey: .option)
            key = try? container.decodeIfPresent(String.self, forKey: .key)
            value = try? container.decodeIfPresent(Double.self, forKey: .value)
            if let number = try? container.decodeIfPresent(Double.self, forKey: .id) {
                id = .number(number)
            } else if let text = try? container.decodeIfPresent(String.self, forKey: .id) {
                id = .text(text)
            }
        }
    }
}
