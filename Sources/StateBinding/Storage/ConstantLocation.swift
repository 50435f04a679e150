/// The location of `Binding.constant(_:)`: reads give the value, writes vanish without a word.
final class ConstantLocation<Value>: Location<Value> {
    let constant: Value

    init(_ constant: Value) {
        self.constant = constant
        super.init(registry: nil)
    }

    override func read<Result>(_ body: (Value) -> Result) -> Result {
        body(constant)
    }

    override func modify(_ body: (inout Value) -> Void) {
        var discarded = constant
        body(&discarded)
    }
}
