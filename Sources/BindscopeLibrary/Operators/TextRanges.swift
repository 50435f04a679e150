import BindscopeLanguage
import BindscopeRuntime

/// Ranges of Characters or Strings as values (`let lower: ClosedRange<Character> = "a"..."z"`,
/// `("a"..."z").contains(c)`): `.range(.character or .string, closed:)`, whose value is the
/// tuple of its two bounds, compared by Swift's own `<`.
extension LibraryChecking {
    /// `a...b`, `a..<b` when a bound is a Character or a String (or the context wants such a
    /// range); nil otherwise.
    public func textRangeOperator(
        _ op: String, _ lhs: Expression, _ rhs: Expression, expecting expected: SessionType?, at location: SourceLocation
    ) throws -> Checked? {
        let bound: SessionType
        if case .range(let wanted, _)? = expected?.unwrappedOnce, wanted == .character || wanted == .string {
            bound = wanted
        } else if let type = (try? checkValue(lhs))?.type, type == .character || type == .string {
            // A string literal is a String unless the context says otherwise, as in Swift.
            bound = type
        } else if let type = (try? checkValue(lhs))?.type, case .nominal = type, ascendingOrder(of: type) != nil {
            // `Version(major: 1, minor: 5)...Version(major: 2, minor: 0)`: a session's Comparable type.
            bound = type
        } else {
            return nil
        }
        let left = try check(lhs, as: bound, in: .argument).evaluate
        let right = try check(rhs, as: bound, in: .argument).evaluate
        let closed = op == "...", order = ascendingOrder(of: bound)!
        return Checked(.range(bound, closed: closed)) { execution in
            let lower = try left(execution), upper = try right(execution)
            guard try !order(execution)(upper, lower) else { throw RuntimeError.rangeBoundsReversed.located(at: location) }
            return .tuple([lower, upper])
        }
    }
}

extension BuiltinMembers {
    public static let textRange = MemberTable("Range", [
        .property("lowerBound", "Bound") { use in
            let evaluate = use.evaluate
            return Checked(use.element) { try evaluate($0).asTuple[0] }
        },
        .property("upperBound", "Bound") { use in
            let evaluate = use.evaluate
            return Checked(use.element) { try evaluate($0).asTuple[1] }
        },
        .property("isEmpty", "Bool") { use in
            let evaluate = use.evaluate, closed = use.base.type.isClosedRange
            return Checked(.bool) { execution in
                let bounds = try evaluate(execution).asTuple
                return .bool(!closed && bounds[0] == bounds[1])
            }
        },
        // A literal range's bounds are typed before its argument is seen: a Character
        // argument of a String range (`("a"..."z").contains(c)`) compares as one-character text.
        .method("contains(_:)", "(Bound) -> Bool") { use in
            let bound = use.element, closed = use.base.type.isClosedRange
            let argument = try use.checker.checkValue(use.arguments[0].value, expecting: bound)
            let element: Evaluator
            if bound == .string, argument.type == .character {
                let character = argument.evaluate
                element = { .string(String(try character($0).asCharacter)) }
            } else {
                element = try use.checker.convert(argument, to: bound, in: .argument, at: use.arguments[0].location).evaluate
            }
            let evaluate = use.evaluate
            guard let order = use.checker.ascendingOrder(of: bound) else { preconditionFailure("a range of unordered bounds") }
            return Checked(.bool) { execution in
                let bounds = try evaluate(execution).asTuple, value = try element(execution), less = order(execution)
                let aboveLower = try !less(value, bounds[0])
                return .bool(try aboveLower && (closed ? !less(bounds[1], value) : less(value, bounds[1])))
            }
        },
    ])
}

extension SessionType {
    public var isClosedRange: Bool {
        if case .range(_, closed: true) = self { return true }
        return false
    }
}
