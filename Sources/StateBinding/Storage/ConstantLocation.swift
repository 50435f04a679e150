/// The location of `Binding.constant(_:)`: reads give the value, writes vanish without a word.
final class ConstantLocation<Value>: Location<Value> {
    let constant: Value

    init(_ constant: Value) {
        self.constant = constant
        super.init(root: nil)
    }

    override var value: Value {
        get { constant }
        _modify {
            var discarded = constant
            yield &discarded
        }
    }
}
