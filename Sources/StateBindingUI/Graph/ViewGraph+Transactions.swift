/// Transactions: which animation an update's changed line would have. bindscope draws no
/// animation; it says which one SwiftUI's rules give:
///
/// - the update's transaction is the one the action's writes were made in
///   (`withAnimation(.spring) { … }`, `withTransaction`);
/// - going down the tree, each `.transaction { t in … }` changes it for the views inside,
///   `.animation(a)` sets `a`, and `.animation(a, value: v)` sets `a` in an update that changed
///   `v`; both leave it alone when it `disablesAnimations`.
///
/// A `.transaction` closure runs once in an update, when a line inside it changes (not at
/// the first mount, which changes no line): bindscope's own rule, since only changes have an
/// animation to say.
extension ViewGraph {
    /// A transaction modifier evaluated: `.animation(_:value:)` notes the update that changed
    /// its value.
    func transactionModifierEvaluated(_ node: ViewNode<System>, _ modifier: TransactionModifier, isFirst: Bool) {
        guard let value = modifier.value else { return }
        defer { node.lastChangeValue = value }
        if !isFirst, let old = node.lastChangeValue, !modifier.isEqual(old, value) {
            node.transactionChangedIn = updateNumber
        }
    }

    /// The animation a change of `node`'s line has in this update.
    func animation(at node: ViewNode<System>) throws -> Animation? {
        try transaction(at: node).animation
    }

    /// The update's transaction as the transaction modifiers above `node` (and `node`, if it
    /// is one) made it.
    private func transaction(at node: ViewNode<System>) throws -> Transaction {
        var modifiers: [(ViewNode<System>, TransactionModifier)] = []
        var current: ViewNode<System>? = node
        while let here = current {
            if case .transaction(let modifier)? = here.effect { modifiers.append((here, modifier)) }
            current = here.parent
        }
        guard let (innermost, _) = modifiers.first else { return update.transaction }
        if let made = innermost.transactionMade, made.update == updateNumber { return made.transaction }
        // Outermost first; each modifier keeps what it made, for the other lines inside it.
        var transaction = update.transaction
        for (modifier, effect) in modifiers.reversed() {
            if let made = modifier.transactionMade, made.update == updateNumber {
                transaction = made.transaction
                continue
            }
            if effect.value == nil || modifier.transactionChangedIn == updateNumber {
                try effect.transform(&transaction)
            }
            modifier.transactionMade = (updateNumber, transaction)
        }
        return transaction
    }
}
