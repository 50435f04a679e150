/// What `:help TOPIC` explains besides the commands: a few lines each, and the document that
/// says the rest. `:help`, its Tab completion and docs/commands.md read this table, as they read
/// `CommandKind`'s, so the program and the documents cannot name different topics.
public enum HelpTopic: String, CaseIterable, Sendable {
    case reports, presenter, views

    public var name: String { rawValue }

    /// One line, for the `:help` list.
    public var summary: String {
        switch self {
        case .reports: "how to read what a write prints: paths, broken bindings, no change"
        case .presenter: "bindscope --step: a script presented one entry at a time"
        case .views: "SwiftUI's views: :mount one, act on it, see which bodies ran and why"
        }
    }

    /// A few lines, for `:help TOPIC`.
    public var details: String {
        switch self {
        case .reports:
            "After each statement that writes, one line per State, binding, watch or object whose value changed, in creation order: name.path: old → new. The path is the part that changed (:set report value shows whole values); an element binding whose element is gone reads broken (index 2 out of range); an array that gained or lost a few elements says inserted or removed. A write that changes nothing prints no change. Lines are cut to the terminal's width with …. :why NAME says which write changed a name, :graph who reads what."
        case .presenter:
            "bindscope --step FILE presents a script or a lesson's transcript one entry at a time, its // comments as narration: Enter or Space runs the entry, l goes live at the prompt with the state so far (:resume comes back), b steps back (an :undo), q quits. A line //: pause waits for a key. At the end only q quits. With --serve, a browser shows the session beside it (the projector page)."
        case .views:
            "Type a View and :mount it: it is drawn as text. :tap, :fill, :toggle, :increment, :decrement, :slide and :pick act on its controls by title, each as one update; :render draws it again, :unmount removes it. Each action reports the state written, each body that ran with its reason in _printChanges' words (@self, @identity, _count), and the lines that changed. Compiled Swift gets the same rules from StateBindingUI (ViewHost)."
        }
    }

    /// The document, from the package's root, that says the rest.
    public var document: String {
        switch self {
        case .reports: "docs/reports.md"
        case .presenter: "docs/workshops.md"
        case .views: "docs/views.md"
        }
    }
}
