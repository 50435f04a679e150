/// One step from a value to a part of it. Places (`a.b[i] = x`), bindings (`$a.b[i]`) and key
/// paths (`\A.b`) are all a root plus a list of steps, so one implementation of reading and
/// writing through steps (`Value+Paths.swift`) serves all three.
///
/// Every payload wider than a word is boxed (`indirect`), so that a step is 16 bytes in an
/// array: a binding to an element (`$items[I]`, of which a session may hold 100k) keeps an
/// array of one `.element` step (issue 14). The steps of a place or key path are made once,
/// where it is checked, and copied by reference from then on.
public enum PathStep: Hashable {
    /// A stored property of a struct, by index.
    indirect case field(Int, name: String)
    /// An element of a tuple, by position; `name` is its label or its position as written.
    indirect case tupleElement(Int, name: String)
    /// A computed property: readable, never writable.
    indirect case computed(NominalType, Int, name: String)
    /// A property whose writes run its setter or observers (see `PathStep+Accessors.swift`).
    indirect case accessor(NominalType, name: String)
    /// An array element; out of range traps.
    case element(Int)
    /// A dictionary entry, seen as an optional: reading a missing key gives nil, writing nil
    /// removes. `declared` when the key type declares `==`, which then finds the entry.
    indirect case key(Value, declared: DeclaredKeyEquality? = nil)
    /// `dictionary[key, default: value]`: never nil; writing stores the entry.
    indirect case keyWithDefault(Value, default: Value, declared: DeclaredKeyEquality? = nil)
    /// `!`: traps when nil. Also `Binding(optionalBinding)`'s step; twin: StateBinding's
    /// `UnwrapProjection`.
    case forceUnwrap
    /// `?` of optional chaining: a nil ends the access without a value (writes do nothing).
    case bindOptional
    /// `Binding<V>` → `Binding<V?>`: reads wrap in `.some`; writing nil is ignored.
    /// Twin: StateBinding's `OptionalProjection`.
    ///
    /// The three projections are StateBinding's, rebuilt on dynamic values; the differential
    /// sessions 078–080, recorded from swiftc against StateBinding, hold both to one output.
    case wrapOptional
    /// `Binding<V>` → `Binding<AnyHashable>`: writes force-cast back to `V`, trapping otherwise.
    /// Twin: StateBinding's `AnyHashableProjection`.
    case eraseToAnyHashable(SessionType)
    /// `rawValue` of an enum case: read-only.
    case rawValue
    /// `animation`, `disablesAnimations` or `isContinuous` of a Transaction.
    indirect case transactionField(String)

    /// The step as Swift writes it in a key path: `.name`, `[2]`, `?`, `!`.
    public var keyPathText: String {
        switch self {
        case .field(_, let name), .computed(_, _, let name), .tupleElement(_, let name), .accessor(_, let name): ".\(name)"
        case .element(let index): "[\(index)]"
        case .key(let key, _): "[\(ValuePrinter.debugText(key))]"
        case .keyWithDefault(let key, let value, _):
            "[\(ValuePrinter.debugText(key)), default: \(ValuePrinter.debugText(value))]"
        case .forceUnwrap: "!"
        case .bindOptional: "?"
        case .wrapOptional, .eraseToAnyHashable: ""
        case .rawValue: ".rawValue"
        case .transactionField(let name): ".\(name)"
        }
    }

    /// A step into a dictionary entry: writing through it may add or remove the entry.
    public var isDictionaryEntry: Bool {
        switch self {
        case .key, .keyWithDefault: true
        default: false
        }
    }

    public var isWritable: Bool {
        switch self {
        case .computed, .rawValue: false
        default: true
        }
    }
}
