/// A stored `var` of an `@Observable` class, as the macro rewrites it (see
/// `Checker.observationTrackedProperty`): its getter is an access, its setter notifies the
/// trackers before the store, inside the `willSet`/`didSet` of a subclass's override; the
/// class's own observers stay on the macro's storage, inside the notification.
///
/// The place such a property denotes is a binding made of that getter and setter, which any
/// write can go through (`m.point.x = 1`, `m.items.append(x)`, `&m.count`). An assignment to
/// the property itself (`cells[7].value += 1`, `model.name = "x"`) is written here instead:
/// the same steps in the same order (the instance, the right side, the getter, the setter),
/// without making the binding, its two accessor functions and their argument arrays on every
/// write.
public final class ObservedPropertyWrite {
    public let instance: Evaluator
    public let type: NominalType
    public let index: Int
    public let step: PathStep
    /// `[step]`, made once.
    public let path: [PathStep]
    /// The macro's `shouldNotifyObservers` for a whole replacement: nil notifies always.
    public let differs: ((Execution) -> (Value, Value) throws -> Bool)?
    /// The class that declares the property (the one the macro rewrote), `type` or above it.
    public let declaring: NominalType

    public init(instance: @escaping Evaluator, type: NominalType, index: Int, differs: ((Execution) -> (Value, Value) throws -> Bool)?) {
        self.instance = instance
        self.type = type
        self.index = index
        self.step = PathStep.field(index, name: type.storedProperties[index].name)
        self.path = [step]
        self.differs = differs
        var declaring = type
        while let parent = declaring.superclass, parent.storedPropertyIndex(named: type.storedProperties[index].name) != nil {
            declaring = parent
        }
        self.declaring = declaring
    }

    /// The getter: an access for a running `withObservationTracking`, a read for a dependent.
    @inlinable @inline(__always)
    public func get(_ box: Box, _ execution: Execution) throws -> Value {
        execution.recorder?.record(box, path[...])
        execution.observationAccess(box, index)
        return try ObjectFields.readField(box, index, of: type, in: execution)
    }

    /// The setter. `isModify`: an in-place change (`_modify`), which always notifies; a
    /// whole replacement notifies unless the value stays equal (or the same object).
    public func set(_ newValue: Value, of object: Value, isModify: Bool, _ execution: Execution) throws {
        let box = object.objectStorage
        // A subclass's `override var x { willSet/didSet }` runs around the macro's setter,
        // which it calls as `super.x = newValue`; the class's own observers stay on the
        // macro's storage `_x`, so they run inside, after the trackers are told (and also
        // for an equal value, which tells no one).
        let name = type.storedProperties[index].name
        let chain = ObjectFields.observerChain(of: object.objectType, name)
        let outside = chain.count - (declaring.members.observers[name] == nil ? 0 : 1)
        try ObjectFields.storeObserved(
            newValue, in: object, at: step, path: path, chain: chain, execution, beforeStoreAfter: outside
        ) {
            if !isModify, let differs {
                guard case .structure(let fields) = box.value else { preconditionFailure("object without fields") }
                guard try differs(execution)(fields.fields[index], newValue) else { return }
            }
            try execution.observationWillSet(box, index)
        }
    }

    /// `object.property = value`: the instance, the value, then the setter alone.
    public func assign(_ execution: Execution, _ newValue: Evaluator) throws {
        let object = try instance(execution)
        let value = try newValue(execution)
        try set(value, of: object, isModify: false, execution)
    }

    /// `object.property op= right`: the instance, the right side, then the getter and the
    /// setter as `_modify` runs them.
    public func update(_ execution: Execution, _ right: Evaluator, _ operation: (Value, Value) throws -> Value) throws {
        let object = try instance(execution)
        let operand = try right(execution)
        let current = try get(object.objectStorage, execution)
        try set(try operation(current, operand), of: object, isModify: true, execution)
    }
}
