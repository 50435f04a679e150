import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// The library's pure functions that may be passed by name (`("max", max)` typed
    /// `(Int, Int) -> Int`).
    private static let functionsUsableAsValues: Set<String> = ["min", "max", "abs", "sqrt", "pow", "floor", "ceil", "round"]

    /// An operator, or one of the library's functions, used as a function value where one is
    /// expected (`[("+", +)]` typed `[(String, (Int, Int) -> Int)]`, `map(-)`, `map(!)`,
    /// `("max", max)`): the closure `{ $0 + $1 }`, `{ -$0 }` or `{ max($0, $1) }`, which
    /// checks as the call written out would, declared operators included. Nil for anything
    /// else. (`reduce(0, +)` and `sorted(by: >)` have library forms of their own.)
    public func functionValueClosure(_ name: String, expecting expected: SessionType?, at location: SourceLocation) -> Expression? {
        guard case .function(let parameters, _)? = expected, let first = name.unicodeScalars.first else { return nil }
        let operand = { (index: Int) in Expression(.identifier("$\(index)"), at: location) }
        let body: Expression
        if "+-*/%<>=!&|^~".unicodeScalars.contains(first) {
            switch parameters.count {
            case 2: body = Expression(.binary(operator: name, lhs: operand(0), rhs: operand(1)), at: location)
            case 1 where name == "-" || name == "!": body = Expression(.prefix(operator: name, operand: operand(0)), at: location)
            case 1 where Checker.isPair(parameters[0]):
                // `zip(a, b).map(*)`: a pair's two elements, as Swift lets a binary operator
                // stand for a function of one pair.
                let element = { (index: Int) in
                    Expression(.member(base: operand(0), name: "\(index)", nameLocation: location), at: location)
                }
                body = Expression(.binary(operator: name, lhs: element(0), rhs: element(1)), at: location)
            default: return nil
            }
        } else if Checker.functionsUsableAsValues.contains(name), lookup(name) == nil, !parameters.isEmpty {
            // `[(3, 4)].map(max)`: a function of one tuple gets the tuple's elements.
            var count = parameters.count
            if count == 1, case .tuple(_, let elements) = parameters[0], elements.count > 1 { count = elements.count }
            let arguments = (0..<count).map { Argument(label: nil, value: operand($0), location: location) }
            body = Expression(.call(callee: Expression(.identifier(name), at: location), arguments: arguments), at: location)
        } else {
            return nil
        }
        let closure = Closure(parameters: nil, resultType: nil, body: [Statement(.expression(body), at: location)])
        return Expression(.closure(closure), at: location)
    }

    private static func isPair(_ type: SessionType) -> Bool {
        if case .tuple(_, let elements) = type { return elements.count == 2 }
        return false
    }
}
