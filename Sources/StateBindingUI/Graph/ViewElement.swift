/// A built-in view as drawn: its kind, its title and what it shows, and the control a user
/// can act on, if any.
public struct ViewElement {
    /// `Text`, `Button`, `Toggle`, `VStack`…
    public var kind: String
    /// What actions find the view by (a Button's or Toggle's title, a Text's string); a
    /// control without one takes the first text in its label.
    public var title: String?
    /// What else it shows, after the title: `isOn: true`, `text: "Ann"`.
    public var detail: String?
    /// What a user can do with it.
    public var control: Control?

    public init(kind: String, title: String? = nil, detail: String? = nil, control: Control? = nil) {
        self.kind = kind
        self.title = title
        self.detail = detail
        self.control = control
    }
}

/// What a user can do with a control: the closures the system made for it.
public enum Control {
    /// A Button: its action.
    case button(() throws -> Void)
    /// A Toggle: its value now and what sets it.
    case toggle(isOn: Bool, set: (Bool) throws -> Void)
    /// A TextField or SecureField: what replaces its text.
    case textField(set: (String) throws -> Void)
    /// A Stepper.
    case stepper(increment: () throws -> Void, decrement: () throws -> Void)
    /// A Slider: what sets its value, and its bounds.
    case slider(set: (Double) throws -> Void, bounds: ClosedRange<Double>)
    /// A Picker: what selects the option tagged with a value (see `ModifierEffect.tag`).
    case picker(select: (AnyHashable) throws -> Void)

    /// The action's name, as the commands say it: `tap`, `toggle`, `fill`…
    public var verbs: [String] {
        switch self {
        case .button: ["tap"]
        case .toggle: ["toggle"]
        case .textField: ["fill"]
        case .stepper: ["increment", "decrement"]
        case .slider: ["slide"]
        case .picker: ["pick"]
        }
    }
}

/// What a modifier does, as the graph sees it.
public enum ModifierEffect {
    /// A layout or style modifier: kept in the tree, shown on request (`.padding()`).
    case style(String)
    /// `.id(_:)`: the content's identity is this value; a new value makes a new view.
    case identity(AnyHashable, text: String, isFresh: Bool)
    /// `.onAppear`: runs after the view's first mount.
    case onAppear(() throws -> Void)
    /// `.onDisappear`: runs when the view leaves the tree.
    case onDisappear(() throws -> Void)
    /// `.onChange(of:initial:_:)`.
    case onChange(OnChange)
    /// `.disabled(_:)`: a tap on a control inside says so.
    case disabled(Bool)
    /// `.tag(_:)`: the value a Picker selects with this option.
    case tag(AnyHashable)
    /// `.environment(_:_:)` and `.environmentObject(_:)`: a value the views inside read
    /// with `@Environment` or `@EnvironmentObject`, by key.
    case environment(EnvironmentEntry)
    /// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)`: what the transaction
    /// of the changes inside becomes.
    case transaction(TransactionModifier)
}

/// One value put in the environment: its key (a key path of `EnvironmentValues`, an object's
/// type), the value, how to compare two of them, and how it is written.
public struct EnvironmentEntry {
    public var key: AnyHashable
    public var value: Any
    public var isEqual: (Any, Any) -> Bool
    /// As written: `.environment(\.theme, "dark")`.
    public var text: String

    public init(key: AnyHashable, value: Any, isEqual: @escaping (Any, Any) -> Bool, text: String) {
        self.key = key
        self.value = value
        self.isEqual = isEqual
        self.text = text
    }
}

/// The environment a view is installed in: the entries its ancestors put, outermost first;
/// the last entry of a key wins.
public struct ViewEnvironment {
    public var entries: [EnvironmentEntry] = []

    public init(entries: [EnvironmentEntry] = []) {
        self.entries = entries
    }

    public func value(for key: AnyHashable) -> Any? {
        entries.last { $0.key == key }?.value
    }
}

/// An `onChange(of:initial:_:)`: the value it watches, as computed by the body that made
/// it, and its action with the old and the new value.
public struct OnChange {
    public var value: Any
    public var isEqual: (Any, Any) -> Bool
    public var initial: Bool
    public var action: (Any, Any) throws -> Void

    public init(value: Any, isEqual: @escaping (Any, Any) -> Bool, initial: Bool, action: @escaping (Any, Any) throws -> Void) {
        self.value = value
        self.isEqual = isEqual
        self.initial = initial
        self.action = action
    }
}
