/// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)`: what the transaction of
/// the changes inside the view becomes (see `ViewGraph+Transactions`). Nothing is animated;
/// the update says which animation each changed line would have had.
extension View {
    /// Changes inside animate with `animation` in an update that changed `value`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        acting(.transaction(TransactionModifier(
            text: ".animation(\(TransactionModifierText.animation(animation)), value: \(String(reflecting: value)))",
            value: value, isEqual: { ($0 as? V) == ($1 as? V) }, transform: TransactionModifier.animating(animation))))
    }

    /// Changes inside animate with `animation`, whatever changed them (SwiftUI deprecates it
    /// for `animation(_:value:)`).
    public func animation(_ animation: Animation?) -> some View {
        acting(.transaction(TransactionModifier(
            text: ".animation(\(TransactionModifierText.animation(animation)))", transform: TransactionModifier.animating(animation))))
    }

    /// Changes inside run in the transaction `transform` makes of the update's.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        acting(.transaction(TransactionModifier(text: ".transaction", transform: { transform(&$0) })))
    }
}

/// How the modifiers are drawn: the animation as it prints, or `nil`.
enum TransactionModifierText {
    static func animation(_ animation: Animation?) -> String {
        animation.map { "\($0)" } ?? "nil"
    }
}
