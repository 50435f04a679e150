/// One step of a path as dependency tracking sees it: only the steps that descend into a part
/// of a value. A read and a write are related when one's tracked path is a prefix of the
/// other's: a write to `person.address` reaches a reader of `person.address.street`, and a
/// write to `person.address.street` reaches a reader of `person`.
public enum TrackStep: Hashable {
    case field(Int, name: String)
    case element(Int)
    /// A dictionary entry, seen as an optional (nil when absent).
    case key(Value)

    /// The text of the step in a rendered path: `.name`, `[2]`, `["Ada"]`.
    public var text: String {
        switch self {
        case .field(_, let name): ".\(name)"
        case .element(let index): "[\(index)]"
        case .key(let key): "[\(ValuePrinter.debugText(key))]"
        }
    }
}

extension PathStep {
    /// How tracking treats a step of a read or written path.
    public enum TrackingRole {
        /// Into a part: a new tracked step.
        case descends(TrackStep)
        /// A view of the same storage (`!`, `?`, `Binding<V?>(base)`, `AnyHashable`).
        case transparent
        /// Depends on the whole value so far (a computed property, `rawValue`, a
        /// `[key, default:]` entry): the tracked path stops here.
        case opaque
    }

    public var trackingRole: TrackingRole {
        switch self {
        case .field(let index, let name), .tupleElement(let index, let name): .descends(.field(index, name: name))
        case .element(let index): .descends(.element(index))
        case .key(let key, nil): .descends(.key(key))
        // Found by a declared `==`: another key value may name the same entry.
        case .key(_, _?): .opaque
        case .forceUnwrap, .bindOptional, .wrapOptional, .eraseToAnyHashable: .transparent
        // A setter or `didSet` may write any of the owner's properties.
        case .computed, .rawValue, .transactionField, .keyWithDefault, .accessor: .opaque
        }
    }
}

extension Array where Element == PathStep {
    /// Whether reading this path may run code of the session's (a computed property's
    /// getter, a declared `==`), whose reads a recorded path does not cover.
    public var runsCode: Bool {
        contains { if case .opaque = $0.trackingRole { true } else { false } }
    }
}

/// The tracked steps of a raw path: its descending steps, up to the first opaque one.
public func trackSteps(_ raw: some Sequence<PathStep>) -> [TrackStep] {
    var path: [TrackStep] = []
    for step in raw {
        switch step.trackingRole {
        case .descends(let tracked): path.append(tracked)
        case .transparent: continue
        case .opaque: return path
        }
    }
    return path
}

/// Renders a tracked path under a root name: `person.address.street`, `items[2]`.
public func renderPath(root: String, _ steps: some Sequence<TrackStep>) -> String {
    steps.reduce(root) { $0 + $1.text }
}
