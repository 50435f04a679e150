/// `\Person.address.street`: a root type and the steps to follow from a value of it.
public struct KeyPathValue: Hashable {
    public var root: SessionType
    public var valueType: SessionType
    public var steps: [PathStep]
    /// A `WritableKeyPath` (every step a `var`), else a read-only `KeyPath`: what
    /// `type(of:)` shows, whatever the static type.
    public var isWritable: Bool
    /// `\.address?.city`: an optional chain whose result is made optional (`String?`), as
    /// Swift types it, unless it already is one (`\.address?.nickname` stays `String?`).
    public var wrapsResultInOptional: Bool = false

    /// The key path's value in `root`: nil where an optional chain stops, and what the chain
    /// reached made optional when the key path's type says so.
    public func read(from root: Value, in execution: Execution) throws -> Value {
        guard let value = try root.read(steps[...], in: execution) else { return .none }
        return wrapsResultInOptional ? .some(value) : value
    }

    /// The key path's dynamic type.
    public var type: SessionType {
        isWritable ? .keyPath(root: root, value: valueType) : .readOnlyKeyPath(root: root, value: valueType)
    }

    /// How Swift prints a key path: `\Person.address.street`.
    public var description: String {
        var text = "\\" + root.runtimeName
        var index = steps.startIndex
        while index < steps.endIndex {
            // A wrapped property's storage and `wrappedValue` (`._count.wrappedValue`) are
            // the property as written: `.count`.
            if case .field(_, let storage) = steps[index], storage.hasPrefix("_"), index + 1 < steps.endIndex,
                steps[index + 1].keyPathText == ".wrappedValue"
            {
                text += "." + storage.dropFirst()
                index += 2
                continue
            }
            text += steps[index].keyPathText
            index += 1
        }
        return text
    }

    public init(root: SessionType, valueType: SessionType, steps: [PathStep], isWritable: Bool, wrapsResultInOptional: Bool = false) {
        self.root = root
        self.valueType = valueType
        self.steps = steps
        self.isWritable = isWritable
        self.wrapsResultInOptional = wrapsResultInOptional
    }
}
