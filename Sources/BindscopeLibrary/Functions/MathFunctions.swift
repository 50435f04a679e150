import BindscopeLanguage
import BindscopeRuntime

/// The C math functions Foundation brings (`import Foundation`): `sqrt`, `pow`, `floor`,
/// `ceil`, `round`, `log`, `exp`, the trigonometric ones and a few more on Doubles, computed
/// by the same libm.
extension LibraryChecking {
    public func mathCall(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if let function = Platform.binaryMathFunction(named: name) {
            try expectLabels(arguments, [nil, nil], callee: name, at: location)
            let first = try check(arguments[0].value, as: .double, in: .argument).evaluate
            let second = try check(arguments[1].value, as: .double, in: .argument).evaluate
            return Checked(.double) { execution in
                .double(function(try first(execution).asDouble, try second(execution).asDouble))
            }
        }
        try expectLabels(arguments, [nil], callee: name, at: location)
        let value = try check(arguments[0].value, as: .double, in: .argument).evaluate
        let function: @Sendable (Double) -> Double
        switch name {
        case "sqrt": function = { $0.squareRoot() }
        case "floor": function = { $0.rounded(.down) }
        case "ceil": function = { $0.rounded(.up) }
        case "round": function = { $0.rounded() }
        case "trunc": function = { $0.rounded(.towardZero) }
        default:
            guard let libm = Platform.mathFunction(named: name) else { throw unknownName(name, at: location) }
            function = libm
        }
        return Checked(.double) { .double(function(try value($0).asDouble)) }
    }
}

extension BuiltinMembers {
    public static let mathFunctionNames = [
        "sqrt", "pow", "floor", "ceil", "round", "trunc", "log", "log2", "log10", "exp", "sin", "cos", "tan",
        "asin", "acos", "atan", "atan2", "hypot", "fmod",
    ]
}
