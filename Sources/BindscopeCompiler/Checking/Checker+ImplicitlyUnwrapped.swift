import BindscopeLanguage
import BindscopeRuntime

/// Implicitly unwrapped optionals: `var x: Int!` holds an `Int?`, and a read of `x` is
/// force-unwrapped (trapping with Swift's "implicitly unwrapping" message when nil) wherever
/// an optional would not do, as Swift decides: not where the context takes an optional or
/// `Any` (`print(x)` prints `Optional(3)`), nor as `x?.member`, `if let y = x`, `x == nil`,
/// `x = nil`, an interpolation, or the value of a declaration without a type (`let y = x` is
/// an `Int?`). Local and top-level variables and the stored properties of a session's types
/// may be declared so.
extension Checker {
    /// Whether `syntax` is `T!` where that is not supported: anything but a variable's type.
    func refuseImplicitlyUnwrapped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "implicitly unwrapped optionals are supported only as the type of a variable or a stored property in a session",
            at: location)
    }

    /// Notes that `variable` was declared `T!`.
    func markImplicitlyUnwrapped(_ variable: Variable) {
        implicitlyUnwrapped.variables[ObjectIdentifier(variable)] = variable
    }

    /// The expression at `location` is read as the optional it is (see above).
    public func keepsOptional(_ expression: Expression) {
        guard implicitlyUnwrapped.isUsed else { return }
        // Only a name or a member is such a read. `a.b` (and `a * 2`) starts where `a` does,
        // which is read as a value: a member's read is known by its name's place.
        switch expression.kind {
        case .identifier: implicitlyUnwrapped.keptOptional.insert(expression.location)
        case .member(_, _, let nameLocation): implicitlyUnwrapped.keptOptional.insert(nameLocation)
        case .parenthesized(let inner): keepsOptional(inner)
        default: break
        }
    }

    /// A name's read, force-unwrapped when it names a `T!` variable and the context does
    /// not take the optional.
    func implicitlyUnwrapping(
        _ checked: Checked, named name: String, at location: SourceLocation, expecting expected: SessionType?
    ) -> Checked {
        guard case .optional = checked.type, !implicitlyUnwrapped.keptOptional.contains(location) else { return checked }
        let isDeclaredSo: Bool
        if case .variable(let variable)? = lookup(name) {
            isDeclaredSo = implicitlyUnwrapped.variables[ObjectIdentifier(variable)] != nil
        } else {
            // A stored property of `self`, read by its bare name in a method.
            isDeclaredSo = implicitlyUnwrapped.hasProperties && implicitSelf().map { isImplicitlyUnwrappedProperty(name, of: $0.type) } == true
        }
        guard isDeclaredSo else { return checked }
        return forceUnwrapping(checked, at: location, expecting: expected)
    }

    /// `object.name`'s read, force-unwrapped when `name` is a `T!` stored property of the
    /// object's type (`base`, perhaps optional in a chain) and the context does not take the optional.
    func implicitlyUnwrappingMember(
        _ checked: Checked, _ name: String, of base: SessionType?, at location: SourceLocation, expecting expected: SessionType?
    ) -> Checked {
        guard let base, isImplicitlyUnwrappedProperty(name, of: base.unwrappedOnce),
            !implicitlyUnwrapped.keptOptional.contains(location)
        else { return checked }
        return forceUnwrapping(checked, at: location, expecting: expected)
    }

    private func isImplicitlyUnwrappedProperty(_ name: String, of type: SessionType) -> Bool {
        guard case .nominal(let nominal) = type, let index = nominal.storedPropertyIndex(named: name) else { return false }
        return nominal.storedProperties[index].isImplicitlyUnwrapped
    }

    private func forceUnwrapping(_ checked: Checked, at location: SourceLocation, expecting expected: SessionType?) -> Checked {
        guard case .optional(let wrapped) = checked.type else { return checked }
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
    /// Whether some session type has a `T!` stored property.
    public var hasProperties = false
    /// Where an expression that is read as an optional starts.
    public var keptOptional: Set<SourceLocation> = []

    public var isUsed: Bool { hasProperties || !variables.isEmpty }

    public init() {}
}
