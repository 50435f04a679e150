/// What running code does with a class instance's stored properties, whoever compiled it:
/// read a field (computing a `lazy` one), and store one through its observers.
public enum ObjectFields {
    /// A stored property of an instance; a `lazy` one not read yet is computed and stored now
    /// (journaled, so a statement that fails later forgets it again, as if never read).
    public static func readField(_ box: Box, _ index: Int, of type: NominalType, in execution: Execution) throws -> Value {
        guard case .structure(let fields) = box.value else { preconditionFailure("object without fields") }
        let value = fields.fields[index]
        guard case .void = value, let initializer = type.storedProperties[index].lazyInitializer else { return value }
        let computed = try initializer.invoke(execution, [.object(box)])
        try execution.modify(box, [.field(index, name: type.storedProperties[index].name)]) { field in
            let old = field
            field = computed
            return { $0 = old }
        }
        return computed
    }

    /// `object.field = newValue` as Swift's setter does it: each `willSet` of `chain` (the
    /// subclass's first), then `beforeStore` (an `@Observable` property's notification), the
    /// store (journaled), and each `didSet`, the superclass's first.
    /// `path`: `[step]`, when the caller keeps one.
    public static func storeObserved(
        _ newValue: Value, in object: Value, at step: PathStep, path: [PathStep]? = nil,
        chain: [(willSet: UserMethod?, didSet: UserMethod?)], _ execution: Execution, beforeStoreAfter outside: Int? = nil,
        beforeStore: () throws -> Void = {}
    ) throws {
        let outside = outside ?? chain.count
        for observers in chain[..<outside] {
            if let willSet = observers.willSet?.body { _ = try willSet.invoke(execution, [object, newValue]) }
        }
        try beforeStore()
        for observers in chain[outside...] {
            if let willSet = observers.willSet?.body { _ = try willSet.invoke(execution, [object, newValue]) }
        }
        let oldValue = try execution.replace(object.objectStorage, path ?? [step], with: newValue) ?? .void
        for observers in chain.reversed() {
            if let didSet = observers.didSet?.body { _ = try didSet.invoke(execution, [object, oldValue]) }
        }
    }

    /// The observers a write to a class's stored property runs, the instance's own class
    /// first: an `override var brightness { didSet { … } }` adds to its superclass's, as
    /// Swift's overriding setter calls `super`'s (whose observers run inside the override's
    /// `willSet` and `didSet`). A class that does not override them holds its superclass's
    /// entry, which counts once.
    public static func observerChain(of type: NominalType, _ name: String) -> [(willSet: UserMethod?, didSet: UserMethod?)] {
        var chain: [(willSet: UserMethod?, didSet: UserMethod?)] = []
        for declaring in type.classChain {
            guard let entry = declaring.members.observers[name] else { break }
            if let inherited = declaring.superclass?.members.observers[name],
                inherited.willSet === entry.willSet, inherited.didSet === entry.didSet
            {
                continue
            }
            chain.append(entry)
        }
        return chain
    }
}
