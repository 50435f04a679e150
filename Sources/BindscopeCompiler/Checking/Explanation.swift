import BindscopeRuntime

/// What the compiler makes of a wrapped name or of an expression through wrappers, as data
/// for `:explain` (rendered by `Session+Explain`): the storage and accessors a property
/// wrapper declares, or the chain of members and dynamic-member subscripts an expression
/// is, with each step's type.
public enum Explanation {
    /// `@XState var person`: `_person`, `person`'s accessors, `$person`.
    public struct Wrapped {
        public let attribute: String
        public let name: String
        public let storageType: SessionType
        public let valueType: SessionType
        /// Whether the wrapped value's setter leaves the wrapper alone (`nonmutating set`, or a
        /// class's); nil when it has no setter.
        public let setterIsNonmutating: Bool?
        public let projectedType: SessionType?

        public init(attribute: String, name: String, storageType: SessionType, valueType: SessionType, setterIsNonmutating: Bool?, projectedType: SessionType?) {
            self.attribute = attribute
            self.name = name
            self.storageType = storageType
            self.valueType = valueType
            self.setterIsNonmutating = setterIsNonmutating
            self.projectedType = projectedType
        }
    }

    /// One step of an expression as the compiler writes it.
    public struct Step {
        /// `_person`, `.projectedValue`, `[dynamicMember: \Person.address]`.
        public let spelling: String
        public let type: SessionType
        /// Why this step and not another: a dynamic member, or a real member that shadows one.
        public let note: String?

        public init(spelling: String, type: SessionType, note: String?) {
            self.spelling = spelling
            self.type = type
            self.note = note
        }
    }

    case wrapped(Wrapped)
    case chain(written: String, steps: [Step])
    /// A name no wrapper is involved in.
    case plain(name: String, type: SessionType)
}
