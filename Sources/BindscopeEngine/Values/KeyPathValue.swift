/// `\Person.address.street`: a root type and the steps to follow from a value of it.
struct KeyPathValue: Hashable {
    var root: SessionType
    var valueType: SessionType
    var steps: [PathStep]
    var isWritable: Bool { steps.allSatisfy(\.isWritable) }

    /// How Swift prints a key path: `\Person.address.street`.
    var description: String {
        "\\" + root.runtimeName + steps.map(\.keyPathText).joined()
    }
}
