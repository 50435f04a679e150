/// Comparing view values as SwiftUI does when it decides whether a re-created view's inputs
/// changed: `==` where the type is Equatable, otherwise field by field; a closure never
/// equals another, an object only itself.
enum Reflection {
    /// `lhs == rhs` when both are of the same Equatable type; nil when they are not Equatable.
    static func equatable(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let lhs = lhs as? any Equatable else { return nil }
        return isEqual(lhs, rhs)
    }

    private static func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? E else { return false }
        return lhs == rhs
    }

    static func same(_ lhs: Any, _ rhs: Any, skippingDynamicProperties: Bool) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let equal = equatable(lhs, rhs) { return equal }
        if isFunction(lhs) { return false }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class?:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .enum?:
            // A case without payload has no children: its name tells it apart.
            if left.children.isEmpty || right.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
        default:
            break
        }
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label else { return false }
            if skippingDynamicProperties, l.value is DynamicProperty, !(l.value is ComparedAsInput) { continue }
            if !same(l.value, r.value, skippingDynamicProperties: false) { return false }
        }
        return true
    }

    private static func isFunction(_ value: Any) -> Bool {
        String(describing: type(of: value)).contains("->")
    }
}
