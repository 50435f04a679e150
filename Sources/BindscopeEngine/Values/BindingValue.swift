import StateBinding

/// A `Binding` value: where the value lives, the steps from there to it, and the transaction
/// its writes carry. Like StateBinding's Binding, it reads and writes through the *current*
/// root on every access.
struct BindingValue {
    /// The accessors and the constant are boxed (`indirect`): the storage case, which a session
    /// may hold 100k of (`let bI = $items[I]`), keeps one word.
    enum Source {
        /// The storage of a State (or of a variable a binding was made to).
        case storage(Box)
        /// `Binding(get:set:)`: the value is whatever `get` returns; writes call `set`
        /// (with the binding's transaction when the setter takes two parameters).
        indirect case accessors(get: FunctionValue, set: FunctionValue, setterTakesTransaction: Bool)
        /// `Binding.constant(value)`: writes are ignored.
        indirect case constant(Value)
    }

    var source: Source
    var steps: [PathStep]
    /// The transaction its writes carry, boxed once it is not the empty one (see `transaction`).
    private var carried: CarriedTransaction?

    /// The transaction its writes carry. Most bindings carry the empty one, which takes no
    /// storage: a `Transaction` is several words wide (its animation's curve and timing).
    var transaction: Transaction {
        get { carried?.transaction ?? Transaction() }
        set { carried = CarriedTransaction(newValue) }
    }

    init(source: Source, steps: [PathStep] = [], transaction: Transaction = Transaction()) {
        self.source = source
        self.steps = steps
        self.carried = CarriedTransaction(transaction)
    }

    func appending(_ step: PathStep) -> BindingValue {
        var copy = self
        copy.steps.append(step)
        return copy
    }

    func appending(_ newSteps: [PathStep]) -> BindingValue {
        var copy = self
        copy.steps.append(contentsOf: newSteps)
        return copy
    }
}

/// A binding's transaction when it is not the empty one. Immutable: setting a binding's
/// transaction makes a new one, so copies of the binding keep their own.
private final class CarriedTransaction {
    let transaction: Transaction

    /// Nil for the empty transaction, which a binding carries without storage.
    init?(_ transaction: Transaction) {
        guard transaction.animation != nil || transaction.disablesAnimations || transaction.isContinuous else { return nil }
        self.transaction = transaction
    }
}
