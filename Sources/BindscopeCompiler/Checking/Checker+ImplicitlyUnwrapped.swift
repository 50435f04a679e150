import BindscopeLanguage
import BindscopeRuntime

/// Implicitly unwrapped optionals: `var x: Int!` holds an `Int?`, and a read of `x` is
/// force-unwrapped (trapping with Swift's "implicitly unwrapping" message when nil) wherever
/// an optional would not do, as Swift decides: not where the context takes an optional or
/// `Any` (`print(x)` prints `Optional(3)`), nor as `x?.member`, `if let y = x`, `x == nil`,
/// `x = nil`, an interpolation, or the value of a declaration without a type (`let y = x` is
/// an `Int?`). Only local and top-level variables may be declared so in a session.
extension Checker {
    /// Whether `syntax` is `T!` where that is not supported: anything but a variable's type.
    func refuseImplicitlyUnwrapped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "implicitly unwrapped optionals are supported only as the type of a local or top-level variable in a session",
            at: location)
    }

    /// Notes that `variable` was declared `T!`.
    func markImplicitlyUnwrapped(_ variable: Variable) {
        implicitlyUnwrapped.variables[ObjectIdentifier(variable)] = variable
    }

    /// The expression at `location` is read as the optional it is (see above).
    public func keepsOptional(_ expression: Expression) {
        if !implicitlyUnwrapped.variables.isEmpty { implicitlyUnwrapped.keptOptional.insert(expression.location) }
    }

    /// A name's read, force-unwrapped when it names a `T!` variable and the context does
    /// not take the optional.
    func implicitlyUnwrapping(
        _ checked: Checked, named name: String, at location: SourceLocation, expecting expected: SessionType?
    ) -> Checked {
        guard case .optional(let wrapped) = checked.type, case .variable(let variable)? = scope.lookup(name),
            implicitlyUnwrapped.variables[ObjectIdentifier(variable)] != nil,
            !implicitlyUnwrapped.keptOptional.contains(location)
        else { return checked }
        if let expected, expected.isOptional || expected == .any { return checked }
        let evaluate = checked.evaluate
        let place = checked.place?.appending(.fixed(.forceUnwrap))
        return Checked(wrapped, place: place) { execution in
            guard case .some(let value) = try evaluate(execution) else {
                throw RuntimeError.fatal("Unexpectedly found nil while implicitly unwrapping an Optional value").located(at: location)
            }
            return value
        }
    }
}

/// The variables declared `T!`, and the reads that stay optional (see `Checker+ImplicitlyUnwrapped`).
public struct ImplicitlyUnwrappedNames {
    /// Kept alive here, so that an identifier is never another variable's.
    public var variables: [ObjectIdentifier: Variable] = [:]
    /// Where an expression that is read as an optional starts.
    public var keptOptional: Set<SourceLocation> = []

    public init() {}
}
