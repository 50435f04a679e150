/// A key path's steps applied to a class instance (`object[keyPath: \Model.count] = 3`, and
/// Combine's `assign(to:on:)`): the step restarts at the object's storage, as `object.count = 3`
/// does, and a property with observers or a setter runs them with the object as `self`.
extension Value {
    /// Writes through `steps`, whose first is `.field` or `.accessor` of this object's class.
    public static func modifyObject(
        _ object: Value, _ steps: ArraySlice<PathStep>, in execution: Execution, _ body: (inout Value) throws -> Void
    ) throws -> Bool {
        let box = object.objectStorage, type = object.objectType
        let name: String
        switch steps.first {
        case .field(_, let field)?: name = field
        case .accessor(_, let accessor)?: name = accessor
        default: preconditionFailure("a class instance's key path starts at a property")
        }
        let rest = steps.dropFirst()
        if let index = type.storedPropertyIndex(named: name) {
            let step = PathStep.field(index, name: name)
            let chain = ObjectFields.observerChain(of: type, name)
            if chain.isEmpty {
                _ = try ObjectFields.readField(box, index, of: type, in: execution)
                return try execution.modify(box, [step] + rest) { part in
                    let old = part
                    try body(&part)
                    return { $0 = old }
                }
            }
            var newValue = try ObjectFields.readField(box, index, of: type, in: execution)
            guard try newValue.modify(rest, in: execution, body) else { return false }
            try ObjectFields.storeObserved(newValue, in: object, at: step, chain: chain, execution)
            return true
        }
        guard let index = type.computedPropertyIndex(named: name), let setter = type.members.setters[name]?.body else {
            preconditionFailure("\(type.name) has no settable property \(name)")
        }
        var newValue = try execution.computedProperty(type, index, of: object)
        guard try newValue.modify(rest, in: execution, body) else { return false }
        _ = try setter.invoke(execution, [object, newValue])
        return true
    }
}
