import BindscopeCompiler
import BindscopeLanguage
import BindscopeRuntime

/// One checked statement of the session, and what the default (non-quiet) output echoes for
/// it, as the Swift REPL does: `name: Type = value` for a declaration, `$R0: Type = value` for
/// an expression with a value.
struct TopLevelStatement {
    private enum Echo {
        case none
        case declaration(name: String, Checked)
        /// `let (a, b) = …`: each name the pattern binds, in order.
        case declarations([(name: String, Checked)])
        case expression(SessionType)
        case type(String)
    }

    /// What it runs; for a plain declaration (`declaredVariable` set), its value's evaluation.
    private let execute: (Execution) throws -> Value
    private let echoKind: Echo
    private var result: Value = .void
    /// The variable a plain declaration checked from its value declares (see
    /// `declaring(_:value:checker:echoes:)`): registered without looking its name up again.
    private(set) var declaredVariable: Variable?
    /// Where the name `declaredVariable` declares is written (a variable keeps no location).
    private(set) var declaredNameLocation = SourceLocation.start

    init(_ statement: Statement, checker: Checker) throws {
        switch statement.kind {
        case .structure(let declaration):
            try checker.structDeclaration(declaration)
            execute = { _ in .void }
            echoKind = .none
        case .enumeration(let declaration):
            try checker.enumDeclaration(declaration)
            execute = { _ in .void }
            echoKind = .none
        case .protocolDeclaration(let declaration):
            try checker.protocolDeclaration(declaration)
            execute = { _ in .void }
            echoKind = .none
        case .extensionDeclaration(let declaration):
            try checker.extensionDeclaration(declaration)
            execute = { _ in .void }
            echoKind = .none
        case .importDeclaration(let declaration):
            try checker.importDeclaration(declaration)
            execute = { _ in .void }
            echoKind = .none
        case .expression(let expression):
            let checked = try checker.accessorMutatingCall(expression) ?? checker.checkValue(expression)
            execute = checked.evaluate
            echoKind = checked.type == .void ? .none : .expression(checked.type)
        case .variable(let declaration):
            let executor = try checker.checkStatement(statement)
            execute = { execution in
                _ = try executor(execution)
                return .void
            }
            // A wrapper declared without a value may still have one (`@State var x: Int?` is
            // `State()`); else, like `var x: Int`, it is shown once assigned.
            var isInitialized = declaration.initializer != nil
            if case .wrappedValue(let backing, _)? = checker.sessionScope.lookup(declaration.name) {
                isInitialized = backing.isInitialized
            }
            echoKind = isInitialized
                ? .declaration(name: declaration.name, try checker.identifier(declaration.name, at: declaration.nameLocation))
                : .none
        case .patternDeclaration(_, let pattern, _):
            let executor = try checker.checkStatement(statement)
            execute = { execution in
                _ = try executor(execution)
                return .void
            }
            echoKind = .declarations(try pattern.boundNames.map { ($0.name, try checker.identifier($0.name, at: $0.location)) })
        default:
            let executor = try checker.checkStatement(statement)
            execute = { execution in
                _ = try executor(execution)
                return .void
            }
            echoKind = .none
        }
    }

    /// `let name = value` (no attribute, modifier, type or observer), as its shape gives it,
    /// its value checked already: what checking the declaration makes (`plainVariable` given
    /// a value), for a value checked once for many lines alike (`Session.runShapedDeclaration`).
    /// The echo is checked only for output that echoes.
    ///
    /// A function making it with an initializer that cannot throw: the throwing initializer
    /// it replaces cost about 60 more instructions a line.
    static func declaring(
        _ declared: StatementShape.DeclaredName, value: Checked, checker: Checker, echoes: Bool
    ) throws -> TopLevelStatement {
        let variable = try checker.declareVariable(
            declared.name, type: value.type, isConstant: declared.isConstant, at: declared.location)
        let echo: Echo =
            echoes ? .declaration(name: declared.name, try checker.identifier(declared.name, at: declared.location)) : .none
        return TopLevelStatement(declaring: variable, at: declared.location, evaluate: value.evaluate, echo: echo)
    }

    private init(declaring variable: Variable, at location: SourceLocation, evaluate: @escaping (Execution) throws -> Value, echo: Echo) {
        // No closure of its own: `run` stores the value (a closure per line was an object
        // made and freed for each of 100k declarations). A run-time error the value throws
        // is placed at the statement by the session, as `Checker.locating` would.
        execute = evaluate
        declaredVariable = variable
        declaredNameLocation = location
        echoKind = echo
    }

    /// An expression's value and type, which the echo names `$R0`, `$R1`…
    var echoedResult: (value: Value, type: SessionType)? {
        if case .expression(let type) = echoKind { return (result, type) }
        return nil
    }

    mutating func run(_ execution: Execution) throws {
        if let variable = declaredVariable {
            // A plain declaration: `execute` is its value's.
            let value = try execute(execution)
            execution.withCurrentFrame { $0.declare(value, at: variable.slot, in: execution) }
            return
        }
        result = try execute(execution)
    }

    /// Once echoed (or not, in quiet output), the value is the session's only through `$R0`:
    /// a discarded result (`list.remove(at: 1)`) ends with its statement, as in Swift.
    mutating func forgetResult() {
        result = .void
    }

    /// The echo, each line within `width` columns where its value allows (`EchoLine`).
    func echo(_ execution: Execution, counter: inout Int, width: Int) throws -> String? {
        let printer = ValuePrinter(execution: execution, spellsTypesAsDeclared: true)
        switch echoKind {
        case .none, .type:
            return nil
        case .declaration(let name, let checked):
            let value = try checked.evaluate(execution)
            return try EchoLine(lead: "\(name): \(checked.type.displayName) = ", width: width)
                .text(value, as: checked.type, printer, showingBroken: true)
        case .declarations(let declared):
            return try declared.map { name, checked in
                let value = try checked.evaluate(execution)
                return try EchoLine(lead: "\(name): \(checked.type.displayName) = ", width: width)
                    .text(value, as: checked.type, printer, showingBroken: true)
            }.joined()
        case .expression(let type):
            defer { counter += 1 }
            return try EchoLine(lead: "$R\(counter): \(type.displayName) = ", width: width)
                .text(result, as: type, printer, showingBroken: false)
        }
    }
}
