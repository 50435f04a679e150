import StateBinding

/// A `Binding` value: where the value lives, the steps from there to it, and the transaction
/// its writes carry. Like StateBinding's Binding, it reads and writes through the *current*
/// root on every access.
struct BindingValue {
    enum Source {
        /// The storage of a State (or of a variable a binding was made to).
        case storage(Box)
        /// `Binding(get:set:)`: the value is whatever `get` returns; writes call `set`
        /// (with the binding's transaction when the setter takes two parameters).
        case accessors(get: FunctionValue, set: FunctionValue, setterTakesTransaction: Bool)
        /// `Binding.constant(value)`: writes are ignored.
        indirect case constant(Value)
    }

    var source: Source
    var steps: [PathStep]
    var transaction: Transaction

    init(source: Source, steps: [PathStep] = [], transaction: Transaction = Transaction()) {
        self.source = source
        self.steps = steps
        self.transaction = transaction
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
