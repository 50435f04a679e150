import BindscopeLanguage
import BindscopeRuntime

/// Implicitly unwrapped optionals: `var x: Int!` holds an `Int?`, and a read of `x` is
/// force-unwrapped (trapping with Swift's "implicitly unwrapping" message when nil) wherever
/// an optional would not do, as Swift decides: not where the context takes an optional or
/// `Any` (`print(x)` prints `Optional(3)`), nor as `x?.member`, `if let y = x`, `x == nil`,
/// `x = nil`, an interpolation, or the value of a declaration without a type (`let y = x` is
/// an `Int?`). Local and top-level variables (`weak` ones too), the stored properties of a
/// session's types (`weak` ones too), and the parameters and results of functions, methods
/// and initializers may be declared so: a call of a function whose result is `T!` is read
/// as such a name is.
extension Checker {
    /// Whether `syntax` is `T!` where that is not supported: the types of closures' parameters,
    /// tuple elements, generic arguments and the like, where Swift forbids it too.
    func refuseImplicitlyUnwrapped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "implicitly unwrapped optionals are supported only as the type of a variable, a stored property, or a parameter or result of a function in a session",
            at: location)
    }

    /// The type `syntax` names where `T!` may stand, which then means `T?`: a variable's,
    /// a parameter's or a result's.
    public func resolveAllowingImplicitlyUnwrapped(_ syntax: TypeSyntax) throws -> SessionType {
        if let wrapped = syntax.implicitlyUnwrappedWrapped { return .optional(try resolve(wrapped)) }
        return try resolve(syntax)
    }

    /// Notes that `function` (a function or a method) returns `T!` when its declaration says
    /// so: a call of it is then unwrapped as a `T!` name's read is.
    func markImplicitlyUnwrappedResult(_ function: AnyObject, if resultType: TypeSyntax?) {
        guard resultType?.implicitlyUnwrappedWrapped != nil else { return }
        implicitlyUnwrapped.results[ObjectIdentifier(function)] = function
    }

    /// Notes that `getter` reads a `weak var w: T!`. Its name's read is a call of it checked
    /// with no context, so the read of the name unwraps it (`implicitlyUnwrapping`), not the call.
    func markImplicitlyUnwrappedGetter(_ getter: DeclaredFunction) {
        implicitlyUnwrapped.getters[ObjectIdentifier(getter)] = getter
    }

    /// Notes that the chosen overload of the call at `location` returns `T!` (see
    /// `implicitlyUnwrappingCall`).
    func noteChosen(_ function: AnyObject, at location: SourceLocation) {
        guard !implicitlyUnwrapped.results.isEmpty, implicitlyUnwrapped.results[ObjectIdentifier(function)] != nil else { return }
        implicitlyUnwrapped.unwrappedCalls.insert(location)
    }

    /// A call's result, force-unwrapped when the function it chose returns `T!` and the
    /// context does not take the optional. A call is known by where its callee's name is
    /// (`find` of `find(x)`, `lookup` of `table.lookup(x)`), which `noteChosen` and
    /// `keepsOptional` record.
    func implicitlyUnwrappingCall(
        _ checked: Checked, callee: Expression, expecting expected: SessionType?
    ) -> Checked {
        let calleeLocation = if case .member(_, _, let nameLocation) = callee.kind { nameLocation } else { callee.location }
        guard implicitlyUnwrapped.unwrappedCalls.contains(calleeLocation),
            !implicitlyUnwrapped.keptOptional.contains(calleeLocation)
        else { return checked }
        return forceUnwrapping(checked, at: calleeLocation, expecting: expected)
    }

    /// Notes that `name`, a `weak` stored property of `type` declared `T!`, is read as one.
    func markImplicitlyUnwrappedProperty(_ name: String, of type: NominalType) {
        implicitlyUnwrapped.computedProperties.insert(type.name + "." + name)
        implicitlyUnwrapped.hasProperties = true
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
        // A call is known by its callee's name (see `implicitlyUnwrappingCall`).
        case .call(let callee, _): keepsOptional(callee)
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
        switch lookup(name) {
        case .variable(let variable)?:
            isDeclaredSo = implicitlyUnwrapped.variables[ObjectIdentifier(variable)] != nil
        case .functions(let overloads)?:
            // A `weak var w: T!`, whose getter is marked.
            isDeclaredSo = overloads.contains { implicitlyUnwrapped.getters[ObjectIdentifier($0)] != nil }
        default:
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
        guard case .nominal(let nominal) = type else { return false }
        if let index = nominal.storedPropertyIndex(named: name) { return nominal.storedProperties[index].isImplicitlyUnwrapped }
        // A `weak` one is a computed property over a hidden stored one, declared in this
        // class or a superclass.
        guard !implicitlyUnwrapped.computedProperties.isEmpty else { return false }
        return nominal.classChain.contains { implicitlyUnwrapped.computedProperties.contains($0.name + "." + name) }
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
    /// The functions and methods declared to return `T!`, kept alive here as `variables` are.
    public var results: [ObjectIdentifier: AnyObject] = [:]
    /// The getters of `weak` variables declared `T!`.
    public var getters: [ObjectIdentifier: DeclaredFunction] = [:]
    /// Where the callee's name is of each call that chose one of `results`.
    public var unwrappedCalls: Set<SourceLocation> = []
    /// `Type.name` of the `weak` stored properties declared `T!`.
    public var computedProperties: Set<String> = []

    public var isUsed: Bool { hasProperties || !variables.isEmpty || !getters.isEmpty }

    public init() {}
}
