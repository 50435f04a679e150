/// Something the page asks the session to do: what a person at the prompt would type, so
/// that a click in the page and a command at the prompt are one and the same thing. The
/// verbs are those of StateBindingUI's controls (`ViewElement.Control.verbs`).
public enum PageAction: Equatable, Sendable {
    /// A control's action (`:tap "Add"`).
    case tap(title: String)
    /// A text field typed into (`:fill "Name" "Ada"`).
    case fill(title: String, text: String)
    /// A toggle flipped (`:toggle "Done"`).
    case toggle(title: String)
    /// A stepper's + and − (`:increment "Count"`, `:decrement "Count"`).
    case increment(title: String)
    case decrement(title: String)
    /// A slider moved to a value (`:slide "Volume" 0.5`).
    case slide(title: String, value: Double)
    /// A picker's option chosen by its title (`:pick "Flavor" "Mint"`).
    case pick(title: String, option: String)
    /// An entry typed into the page's own prompt.
    case entry(String)
    /// A key pressed in the page while `--step` presents (`PageAction.keys`): it steps as
    /// the same key at the terminal does. No entry of its own.
    case key(String)

    /// The keys the page may press: Space and Enter run the next step, b steps back. Going
    /// live (l) and quitting (q) are left to the person at the terminal.
    public static let keys: [String: UInt8] = [" ": 0x20, "Enter": 0x0D, "b": UInt8(ascii: "b")]

    /// The entry the action is, as typed at the prompt.
    public var entryText: String {
        switch self {
        case .tap(let title): ":tap \(Self.quoted(title))"
        case .fill(let title, let text): ":fill \(Self.quoted(title)) \(Self.quoted(text))"
        case .toggle(let title): ":toggle \(Self.quoted(title))"
        case .increment(let title): ":increment \(Self.quoted(title))"
        case .decrement(let title): ":decrement \(Self.quoted(title))"
        case .slide(let title, let value): ":slide \(Self.quoted(title)) \(value)"
        case .pick(let title, let option): ":pick \(Self.quoted(title)) \(Self.quoted(option))"
        case .entry(let text): text
        case .key(let key): key == " " ? "(key Space)" : "(key \(key))"
        }
    }

    /// A Swift string literal of `text`.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(character)
            }
        }
        return literal + "\""
    }
}
