import BindscopeRuntime

/// Colours for what a person reads on a terminal: ANSI escapes when enabled, the plain text
/// otherwise (pipes, logs, `NO_COLOR`, `--color never`). Only the executable decides which.
public struct TextStyle: Sendable {
    public var isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    public static let plain = TextStyle(isEnabled: false)

    /// `text` between the escapes for `code`; each escape between two `invisible` marks when
    /// given (a line editor counts what is outside them as taking room on the screen).
    private func paint(_ text: String, _ code: String, invisible: Character? = nil) -> String {
        guard isEnabled else { return text }
        let mark = invisible.map(String.init) ?? ""
        return mark + "\u{1B}[\(code)m" + mark + text + mark + "\u{1B}[0m" + mark
    }

    /// A dependent's or a variable's name.
    public func name(_ text: String) -> String { paint(text, "1") }
    /// A value echoed after a declaration or an expression.
    public func value(_ text: String) -> String { paint(text, "36") }
    /// A dependent's value before the statement: dimmed, so the new value stands out.
    public func before(_ text: String) -> String { paint(text, "2") }
    /// A dependent's value after it.
    public func after(_ text: String) -> String { paint(text, "1;32") }
    /// The path from a dependent to the part of it a statement changed (`.todos[1].done`).
    public func changedPath(_ text: String) -> String { paint(text, "1;33") }
    /// What did not change, and a broken dependent's reason.
    public func muted(_ text: String) -> String { paint(text, "2") }
    public func error(_ text: String) -> String { paint(text, "1;31") }
    /// A lesson's narration (`--step`): a colour, not faint, which a projector washes out.
    public func narration(_ text: String) -> String { paint(text, "35") }
    /// The presenter's own notes (`(pause: press a key)`, `(stepped back)`): italic, so they
    /// read apart from the session's output without fading on a projector.
    public func hint(_ text: String) -> String { paint(text, "3") }
    public func prompt(_ text: String, invisible: Character? = nil) -> String {
        paint(text, "1;34", invisible: invisible)
    }
}
