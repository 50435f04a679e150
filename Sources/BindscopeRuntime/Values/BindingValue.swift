import StateBinding

/// A `Binding` value: where the value lives, the steps from there to it, and the transaction
/// its writes carry. Like StateBinding's Binding, it reads and writes through the *current*
/// root on every access.
public struct BindingValue {
    /// The accessors and the constant are boxed (`indirect`): the storage case, which a session
    /// may hold 100k of (`let bI = $items[I]`), keeps one word.
    public enum Source {
        /// The storage of a State (or of a variable a binding was made to).
        case storage(Box)
        /// `Binding(get:set:)`: the value is whatever `get` returns; writes call `set`
        /// (with the binding's transaction when the setter takes two parameters).
        indirect case accessors(get: FunctionValue, set: FunctionValue, setterTakesTransaction: Bool)
        /// `Binding.constant(value)`: writes are ignored.
        indirect case constant(Value)
    }

    /// The source, with the transaction when it is not the empty one, in one word; with the
    /// steps the binding is two words, which `Value` holds without a box of its own (a box
    /// cost 40 bytes per binding, issue 14).
    private var origin: Origin
    public var steps: [PathStep]

    private enum Origin {
        case plain(Source)
        /// A transaction is several words wide (its animation's curve and timing): boxed,
        /// and immutable, so that setting a binding's transaction leaves its copies theirs.
        indirect case transacted(Source, Transaction)

        init(_ source: Source, _ transaction: Transaction) {
            let isEmpty = transaction.animation == nil && !transaction.disablesAnimations && !transaction.isContinuous
            self = isEmpty ? .plain(source) : .transacted(source, transaction)
        }
    }

    public var source: Source {
        switch origin {
        case .plain(let source), .transacted(let source, _): source
        }
    }

    /// The transaction its writes carry; most bindings carry the empty one.
    public var transaction: Transaction {
        get {
            if case .transacted(_, let transaction) = origin { return transaction }
            return Transaction()
        }
        set { origin = Origin(source, newValue) }
    }

    /// A binding carrying the empty transaction (`$items`); `transaction` sets another.
    public init(source: Source, steps: [PathStep] = []) {
        origin = .plain(source)
        self.steps = steps
    }

    public func appending(_ step: PathStep) -> BindingValue {
        var copy = self
        // A State's own binding has no steps: its element's (`$items[I]`, 100k of them) gets
        // an array of one made at once, not grown from the empty one.
        if steps.isEmpty { copy.steps = [step] } else { copy.steps.append(step) }
        return copy
    }

    public func appending(_ newSteps: [PathStep]) -> BindingValue {
        var copy = self
        copy.steps.append(contentsOf: newSteps)
        return copy
    }
}
