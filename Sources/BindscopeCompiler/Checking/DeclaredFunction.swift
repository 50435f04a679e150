import BindscopeLanguage
import BindscopeRuntime

/// A `func` the session declared: its signature, for checking calls, and the variable whose
/// box holds the function value once the declaration has run. Session functions are local
/// functions (the compiled program wraps the session in one), so they capture the session's
/// variables by reference, like closures.
public final class DeclaredFunction: CallableSignature {
    public typealias Parameter = FunctionParameter

    public let name: String
    public let parameters: [Parameter]
    public let resultType: SessionType
    public let throwsErrors: Bool
    /// What it throws: `any Error`, or the one type of `throws(ParseError)` (typed throws).
    public var errorType: SessionType = .error
    public let location: SourceLocation
    /// Holds `.function(FunctionValue)` in the frame of the function that declared it.
    public let variable: Variable
    /// A local computed variable's getter (`var total: Double { … }`): its name calls it.
    public var isComputedVariable = false
    /// The function compiled for the scalar tier, when it fits (see `ScalarFunction`).
    public var scalar: ScalarFunction?
    /// Set for a generic function: the name's entry, specialized at each call.
    public var genericTemplate: GenericFunctionTemplate?

    public init(
        name: String, parameters: [Parameter], resultType: SessionType, throwsErrors: Bool,
        location: SourceLocation, variable: Variable
    ) {
        self.name = name
        self.parameters = parameters
        self.resultType = resultType
        self.throwsErrors = throwsErrors
        self.location = location
        self.variable = variable
    }

    /// The type of the function as a value (`let f = add`).
    /// The function's type as a value: `inout` parameters marked, as callers must pass `&`.
    public var type: SessionType {
        .function(parameters: parameters.map { $0.isInout ? .inoutParameter($0.type) : $0.localType }, result: resultType)
    }

    public var hasInoutParameters: Bool { parameters.contains { $0.isInout } }

    /// Whether two declarations in one scope would clash: same labels and parameter types.
    public func hasSameSignature(as other: DeclaredFunction) -> Bool {
        parameters.map(\.label) == other.parameters.map(\.label)
            && parameters.map(\.localType) == other.parameters.map(\.localType)
            && parameters.map(\.isInout) == other.parameters.map(\.isInout)
    }
}
