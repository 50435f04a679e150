#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BindscopeLanguage

/// The C math functions Foundation brings (`import Foundation`): `sqrt`, `pow`, `floor`,
/// `ceil`, `round`, `log`, `exp`, `sin`, `cos`, `tan` on Doubles, computed by the same libm.
extension Checker {
    static let mathFunctionNames = ["sqrt", "pow", "floor", "ceil", "round", "log", "log10", "exp", "sin", "cos", "tan"]

    func mathCall(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Checked {
        if name == "pow" {
            try expectLabels(arguments, [nil, nil], callee: name, at: location)
            let base = try check(arguments[0].value, as: .double, in: .argument).evaluate
            let exponent = try check(arguments[1].value, as: .double, in: .argument).evaluate
            return Checked(.double) { execution in
                .double(pow(try base(execution).asDouble, try exponent(execution).asDouble))
            }
        }
        try expectLabels(arguments, [nil], callee: name, at: location)
        let value = try check(arguments[0].value, as: .double, in: .argument).evaluate
        let function: @Sendable (Double) -> Double = switch name {
        case "sqrt": { $0.squareRoot() }
        case "floor": { $0.rounded(.down) }
        case "ceil": { $0.rounded(.up) }
        case "round": { $0.rounded() }
        case "log": { log($0) }
        case "log10": { log10($0) }
        case "exp": { exp($0) }
        case "sin": { sin($0) }
        case "cos": { cos($0) }
        default: { tan($0) }
        }
        return Checked(.double) { .double(function(try value($0).asDouble)) }
    }
}
