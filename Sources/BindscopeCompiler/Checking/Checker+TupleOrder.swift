import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// Swift's `<` for tuples of up to six elements whose types are all Comparable, also
    /// session types that declare (or synthesize) `<`: `(a.priority, a.title) < (b.priority,
    /// b.title)`. Elements compare in order: the first unequal pair (by its `==`) decides by its
    /// `<`. Nil when some element has no order. Tuples of built-in types alone compare faster
    /// through `Value.less` (`tupleSupportsComparison`).
    public func tupleOrder(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)? {
        guard case .tuple(_, let elements) = type, elements.count <= 6 else { return nil }
        var orders: [(Execution) -> (Value, Value) throws -> Bool] = []
        var equalities: [((Execution) -> (Value, Value) throws -> Bool)?] = []
        for element in elements {
            guard let order = ascendingOrder(of: element) else { return nil }
            orders.append(order)
            equalities.append(declaredEquality(of: element))
        }
        return { execution in
            let lesses = orders.map { $0(execution) }
            let equals = equalities.map { $0?(execution) }
            return { lhs, rhs in
                let (a, b) = (lhs.asTuple, rhs.asTuple)
                for index in a.indices {
                    let isEqual = try equals[index]?(a[index], b[index]) ?? (a[index] == b[index])
                    if index == a.count - 1 || !isEqual { return try lesses[index](a[index], b[index]) }
                }
                return false
            }
        }
    }

    /// `<`, `>`, `<=` or `>=` between two values by an ascending order.
    public static func orderComparison(
        _ op: String, _ a: @escaping (Execution) throws -> Value, _ b: @escaping (Execution) throws -> Value,
        by order: @escaping (Execution) -> (Value, Value) throws -> Bool
    ) -> Checked {
        Checked(.bool) { execution in
            let (x, y) = (try a(execution), try b(execution))
            let less = order(execution)
            return switch op {
            case "<": .bool(try less(x, y))
            case ">": .bool(try less(y, x))
            case "<=": .bool(try !less(y, x))
            default: .bool(try !less(x, y))
            }
        }
    }
}
