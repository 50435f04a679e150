/// What `.animation(_:value:)`, `.animation(_:)` or `.transaction(_:)` does to the
/// transaction of an update's changes inside the view it modifies. bindscope draws no
/// animation: the transaction says which animation a changed line would have used.
public struct TransactionModifier {
    /// As drawn with the modifiers: `.animation(spring(…), value: 3)`, `.transaction`.
    public var text: String
    /// `.animation(_:value:)`'s value: the modifier applies only in an update that changed it.
    public var value: Any?
    public var isEqual: (Any, Any) -> Bool
    /// Changes the transaction for the views inside (a session's closure, for `.transaction`).
    public var transform: (inout Transaction) throws -> Void

    public init(text: String, value: Any? = nil, isEqual: @escaping (Any, Any) -> Bool = { _, _ in false }, transform: @escaping (inout Transaction) throws -> Void) {
        self.text = text
        self.value = value
        self.isEqual = isEqual
        self.transform = transform
    }

    /// `.animation(animation)` and `.animation(animation, value:)`: the animation, unless the
    /// transaction disables the ones attached to views.
    public static func animating(_ animation: Animation?) -> (inout Transaction) throws -> Void {
        { transaction in if !transaction.disablesAnimations { transaction.animation = animation } }
    }
}
