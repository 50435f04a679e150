/// `\Person.address.street`: a root type and the steps to follow from a value of it.
struct KeyPathValue: Hashable {
    var root: SessionType
    var valueType: SessionType
    var steps: [PathStep]
    /// A `WritableKeyPath` (every step a `var`), else a read-only `KeyPath`: what
    /// `type(of:)` shows, whatever the static type.
    var isWritable: Bool

    /// The key path's dynamic type.
    var type: SessionType {
        isWritable ? .keyPath(root: root, value: valueType) : .readOnlyKeyPath(root: root, value: valueType)
    }

    /// How Swift prints a key path: `\Person.address.street`.
    var description: String {
        "\\" + root.runtimeName + steps.map(\.keyPathText).joined()
    }
}
