/// Something the page asks the session to do: what a person at the prompt would type, so
/// that a click in the page and a command at the prompt are one and the same thing.
public enum PageAction: Equatable, Sendable {
    /// A control's action (`:tap "Add"`).
    case tap(title: String)
    /// A text field typed into (`:fill "Name" "Ada"`).
    case fill(title: String, text: String)
    /// A toggle flipped (`:toggle "Done"`).
    case toggle(title: String)
    /// An entry typed into the page's own prompt.
    case entry(String)

    /// The entry the action is, as typed at the prompt.
    public var entryText: String {
        switch self {
        case .tap(let title): ":tap \(Self.quoted(title))"
        case .fill(let title, let text): ":fill \(Self.quoted(title)) \(Self.quoted(text))"
        case .toggle(let title): ":toggle \(Self.quoted(title))"
        case .entry(let text): text
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
