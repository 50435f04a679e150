import BindscopeLanguage
import BindscopeRuntime

/// What the library's entries may ask of the compiler: the checker's narrow face.
///
/// The library sits below the compiler, so a member checks its use through this protocol,
/// which `Checker` adopts; the compiler's thousands of other members stay out of its reach.
/// An entry that needs more of the checker adds a requirement here, so everything the library
/// leans on is listed in one place.
public protocol LibraryChecking: AnyObject {
    // MARK: Checking expressions

    /// `expression` checked with `expected` as a hint only (literals and closures take it).
    func check(_ expression: Expression, expecting expected: SessionType?) throws -> Checked
    /// `expression` checked where a value of `expected` is needed, with Swift's implicit
    /// conversions (to an optional, to `Any`…) and Swift's mismatch error worded for `context`.
    func check(_ expression: Expression, as expected: SessionType, in context: ConversionContext) throws -> Checked
    /// As `check(_:expecting:)`, where a bare type name is no value.
    func checkValue(_ expression: Expression, expecting expected: SessionType?) throws -> Checked
    /// The left of a member access or an operator (`x?.count` binds the optional).
    func checkOperand(_ expression: Expression) throws -> Checked
    func arrayLiteral(_ elements: [Expression], expecting expected: SessionType?, at location: SourceLocation) throws -> Checked
    /// A checked value converted to `expected`, or Swift's error worded for `context`.
    func convert(_ checked: Checked, to expected: SessionType, in context: ConversionContext, at location: SourceLocation) throws -> Checked
    /// What `reduce`'s accumulator is when its initial value alone does not say (`reduce(0)`
    /// over Doubles whose closure adds a Double).
    /// A closure literal, its parameters typed from `expected`; `inoutParameters` get the
    /// caller's storage (`reduce(into:)`).
    func closure(_ closure: Closure, expecting expected: SessionType?, at location: SourceLocation, inoutParameters: Set<Int>) throws -> Checked
    /// Notes that checking decided something from an integer literal's value, so the checked
    /// statement is reused only for that value.
    func noteLiteralValueUsed(_ expression: Expression)
    func accumulatorType(of initial: Expression, in closure: Closure, element: SessionType) -> SessionType?

    // MARK: Calls

    /// Swift's error when `arguments` do not carry `labels`.
    func expectLabels(_ arguments: [Argument], _ labels: [String?], callee: String, at location: SourceLocation) throws
    /// Notes that a throwing call is made here: an error unless `try` covers it.
    func requireTry(callingThrowing name: String, at location: SourceLocation, errorType: SessionType) throws
    /// The place a mutating member writes to, or Swift's error when there is none.
    func mutablePlace(_ base: Checked, _ member: String, at location: SourceLocation, kind: String) throws -> Place
    /// The elements of a session sequence type (`for x in countdown`), nil for another type.
    func userSequenceElements(_ source: Checked, limit: Evaluator?, at location: SourceLocation) throws -> Checked?
    /// Whether `type` has a built-in method `name` (for `xs.map(String.init)`-like references).
    func isBuiltinMethod(_ name: String, of type: SessionType) -> Bool
    /// `swap(&a, &b)`: two in-out places, which only the checker can resolve.
    func swapCall(_ arguments: [Argument], at location: SourceLocation) throws -> Checked
    /// Swift's "cannot find 'name' in scope", with the nearest name.
    func unknownName(_ name: String, at location: SourceLocation) -> Diagnostic

    // MARK: Types

    func resolve(_ syntax: TypeSyntax) throws -> SessionType
    func isEquatable(_ type: SessionType) -> Bool
    func isHashable(_ type: SessionType) -> Bool
    /// The library's Comparable types (Int, Double, String…), whose `<` is `Value.less`.
    func isComparable(_ type: SessionType) -> Bool
    func isErrorType(_ type: SessionType) -> Bool
    func tupleSupportsComparison(_ type: SessionType, equality: Bool) -> Bool
    /// `==` as the session declared it for `type` (its own `static func ==`), or nil.
    func declaredEquality(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)?
    /// `<` for `type`: the library's, a tuple's or the session's own.
    func ascendingOrder(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)?
    func tupleOrder(of type: SessionType) -> ((Execution) -> (Value, Value) throws -> Bool)?
    /// `Result<Success, Failure>`, one type for each pair of arguments.
    func resultType(success: SessionType, failure: SessionType) -> NominalType
    /// What `compare(_:)` gives (Foundation's `ComparisonResult`).
    var comparisonResultType: NominalType { get }

    // MARK: The session's settings

    var memoryLimit: MemoryLimit { get }
    /// What `Int.random(in:)`, `shuffled()`… draw from: one seeded source per session.
    var random: SessionRandom { get }
}

// Swift's default arguments, which a protocol's requirements cannot declare.
extension LibraryChecking {
    public func check(_ expression: Expression) throws -> Checked {
        try check(expression, expecting: nil)
    }

    public func checkValue(_ expression: Expression) throws -> Checked {
        try checkValue(expression, expecting: nil)
    }

    public func requireTry(callingThrowing name: String, at location: SourceLocation) throws {
        try requireTry(callingThrowing: name, at: location, errorType: .error)
    }

    public func mutablePlace(_ base: Checked, _ member: String, at location: SourceLocation) throws -> Place {
        try mutablePlace(base, member, at: location, kind: "member")
    }

    public func userSequenceElements(_ source: Checked, at location: SourceLocation) throws -> Checked? {
        try userSequenceElements(source, limit: nil, at: location)
    }
}
