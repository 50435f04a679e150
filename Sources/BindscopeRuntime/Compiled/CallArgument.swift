/// How one argument of a call to a declared function is produced.
public enum CallArgument {
    case value(Evaluator)
    /// A variadic parameter's arguments, passed as one array.
    case variadic([Evaluator])
    /// `&place`: read before the call, written back after it (Swift's copy-in copy-out).
    case `inout`(Place)
}

/// An argument's evaluator in a struct: kept in an array directly, a closure is stored at
/// the array's generic abstraction and called through a conversion thunk.
public struct PlainArgument {
    public let evaluate: Evaluator

    public init(evaluate: @escaping Evaluator) {
        self.evaluate = evaluate
    }
}
