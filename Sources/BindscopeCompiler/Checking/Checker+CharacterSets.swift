import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// A member call on a character set written in place, as validation code writes it:
    /// `CharacterSet.decimalDigits.contains(scalar)` and
    /// `CharacterSet.letters.isSuperset(of: CharacterSet(charactersIn: name))`, any side
    /// `.inverted` (see `CharacterSetArgument`). Nil when `base` is not written as a set.
    public func characterSetCall(
        _ base: Expression, _ name: String, _ arguments: [Argument], at location: SourceLocation
    ) throws -> Checked? {
        guard CharacterSetArgument.isCharacterSet(base) else { return nil }
        let set = try CharacterSetArgument.test(Argument(label: nil, value: base, location: base.location), checker: self)
        switch (name, arguments.map(\.label)) {
        case ("contains", [nil]):
            let evaluate = try check(arguments[0].value, as: .unicodeScalar, in: .argument).evaluate
            return Checked(.bool) { execution in
                let test = try set(execution)
                guard case .unicodeScalar(let value) = try evaluate(execution) else { preconditionFailure("checked as Unicode.Scalar") }
                return .bool(test(value))
            }
        case ("isSuperset", ["of"]):
            // Only a set spelled out by its characters can be enumerated here.
            guard case .call(_, let inner) = arguments[0].value.kind, CharacterSetArgument.isCharacterSet(arguments[0].value),
                inner.count == 1
            else {
                throw Diagnostic("'isSuperset(of:)' in a session takes CharacterSet(charactersIn:)", at: arguments[0].location)
            }
            let evaluate = try check(inner[0].value, as: .string, in: .argument).evaluate
            return Checked(.bool) { execution in
                let test = try set(execution)
                return .bool(try evaluate(execution).asString.unicodeScalars.allSatisfy(test))
            }
        default:
            throw Diagnostic(
                "a character set in a session is used by contains(_:), isSuperset(of:), trimmingCharacters(in:), components(separatedBy:) and rangeOfCharacter(from:); '\(name)' is not supported",
                at: location)
        }
    }
}
