extension SessionType {
    /// Both are the same generic type with different arguments: `Binding<Int>` and `Binding<String>`.
    public func isSameGenericType(as other: SessionType) -> Bool {
        switch (self, other) {
        case (.binding, .binding), (.state, .state), (.keyPath, .keyPath), (.array, .array), (.dictionary, .dictionary), (.set, .set):
            self != other
        case (.nominal(let a), .nominal(let b)):
            // `let b: Box<Int> = Box<String>(…)`: two instances of one generic type of the session.
            a !== b && a.specialization != nil && a.specialization?.base == b.specialization?.base
        default:
            false
        }
    }
}
