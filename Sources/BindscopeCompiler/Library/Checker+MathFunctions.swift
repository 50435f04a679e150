#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BindscopeLanguage
import BindscopeRuntime

/// The C math functions Foundation brings (`import Foundation`): `sqrt`, `pow`, `floor`,
/// `ceil`, `round`, `log`, `exp`, the trigonometric ones and a few more on Doubles, computed
/// by the same libm.
extension Checker {
    public static let mathFunctionNames = [
        "sqrt", "pow", "floor", "ceil", "round", "trunc", "log", "log2", "log10", "exp", "sin", "cos", "tan",
        "asin", "acos", "atan", "atan2", "hypot", "fmod",
    ]

    /// The functions of two Doubles.
    private static let binaryMathFunctions: [String: @Sendable (Double, Double) -> Double] = [
        "pow": { pow($0, $1) }, "atan2": { atan2($0, $1) }, "hypot": { hypot($0, $1) }, "fmod": { fmod($0, $1) },
    ]

    public func mathCall(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if let function = Checker.binaryMathFunctions[name] {
            try expectLabels(arguments, [nil, nil], callee: name, at: location)
            let first = try check(arguments[0].value, as: .double, in: .argument).evaluate
            let second = try check(arguments[1].value, as: .double, in: .argument).evaluate
            return Checked(.double) { execution in
                .double(function(try first(execution).asDouble, try second(execution).asDouble))
            }
        }
        try expectLabels(arguments, [nil], callee: name, at: location)
        let value = try check(arguments[0].value, as: .double, in: .argument).evaluate
        let function: @Sendable (Double) -> Double = switch name {
        case "sqrt": { $0.squareRoot() }
        case "floor": { $0.rounded(.down) }
        case "ceil": { $0.rounded(.up) }
        case "round": { $0.rounded() }
        case "trunc": { $0.rounded(.towardZero) }
        case "log": { log($0) }
        case "log2": { log2($0) }
        case "log10": { log10($0) }
        case "exp": { exp($0) }
        case "sin": { sin($0) }
        case "cos": { cos($0) }
        case "asin": { asin($0) }
        case "acos": { acos($0) }
        case "atan": { atan($0) }
        default: { tan($0) }
        }
        return Checked(.double) { .double(function(try value($0).asDouble)) }
    }
}
