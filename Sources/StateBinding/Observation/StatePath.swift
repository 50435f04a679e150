/// Where in a State's value a binding points: the steps taken from the State to reach it.
///
/// `$person.address.street` has the path `.address.street`; `$items[2].name` has `[2].name`.
/// Paths compare step by step, so a key path written in one piece (`\.address.street`) is one
/// step, distinct from the two steps `.address` then `.street`.
public struct StatePath: Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable {
        /// A step through a key path (`$person.address`).
        case keyPath(AnyKeyPath)
        /// A step to one element of a collection (`$items[2]`), by index.
        case index(AnyHashable)
        /// A step to a named member, for values whose fields are known only at run time.
        case member(String)
    }

    /// The steps from the State to the bound location; empty for the State itself.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Whether this path starts with every step of `prefix`.
    public func hasPrefix(_ prefix: StatePath) -> Bool {
        components.starts(with: prefix.components)
    }

    /// Whether a write at one path can change the value at the other: one is a prefix of the
    /// other (writing `person` changes `person.name`, and writing `person.name` changes `person`).
    public func overlaps(_ other: StatePath) -> Bool {
        hasPrefix(other) || other.hasPrefix(self)
    }

    public var description: String {
        components.isEmpty ? "(whole value)" : components.map(\.description).joined()
    }
}

extension StatePath.Component: CustomStringConvertible {
    public var description: String {
        switch self {
        case .keyPath(let keyPath): return Self.describe(keyPath)
        case .index(let index): return "[\(index.base)]"
        case .member(let name): return ".\(name)"
        }
    }

    /// `\Person.address.street` → `.address.street`: the root type is implied by the path.
    private static func describe(_ keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        let root = "\\" + String(describing: type(of: keyPath).rootType)
        return text.hasPrefix(root) ? String(text.dropFirst(root.count)) : text
    }
}
