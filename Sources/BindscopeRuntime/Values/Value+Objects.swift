/// Class instances. An object is a `Box` (so the journal, the write log and the reader tries,
/// which are all keyed by box, are keyed by object) whose value is a `.structure` of the
/// instance's dynamic type: its stored properties, the superclass's first. A place through an
/// object restarts at its box: `a.friend.name = "x"` writes the box of the object `a.friend`
/// refers to, at the path `.name`, however many references lead there.
extension Value {
    /// The storage of a class instance.
    public var objectStorage: Box {
        if case .object(let box) = self { return box }
        preconditionFailure("checked as a class instance, found \(self)")
    }

    /// The class an instance was made as (a subclass of its static type, perhaps).
    public var objectType: NominalType {
        guard case .structure(let fields) = objectStorage.value else { preconditionFailure("object without fields") }
        return fields.type
    }

    /// A new instance of `type` with these stored properties, made by the running statement
    /// (undoing the statement makes it unreachable, so its writes need no journal entries).
    /// An instance of a class with a `deinit` (its own or inherited) is an `ObjectBox`, which
    /// hands its fields to the execution's `DeinitQueue` when its last reference goes away.
    public static func newObject(_ type: NominalType, fields: [Value], in execution: Execution) -> Value {
        let storage = Value.structure(StructValue(type: type, fields: fields))
        if type.hasDeinitializer {
            return .object(ObjectBox(storage, bornIn: execution.journal, queue: execution.deinitQueue))
        }
        return .object(Box(storage, bornIn: execution.journal))
    }
}
