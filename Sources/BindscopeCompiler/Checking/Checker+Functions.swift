import BindscopeLanguage
import BindscopeLibrary
import BindscopeRuntime

extension Checker {
    /// Consecutive `func` declarations: every signature is declared first, so the bodies may
    /// call each other (and themselves); then the bodies are checked. Running the group stores
    /// a box per function in the frame before any function value is made, so each captures
    /// the others' boxes.
    public func functionGroup(_ declarations: [FunctionDeclaration]) throws -> Executor {
        var functions: [DeclaredFunction] = []
        for declaration in declarations {
            functions.append(try declareFunction(declaration))
        }
        var makers: [(Execution) -> Value] = []
        for (declaration, function) in zip(declarations, functions) {
            if let template = function.genericTemplate {
                // Specialized at each call (see `genericFunctionCall`); running the declaration
                // only notes the frame its instances capture from.
                makers.append { execution in
                    template.frame = execution.frame
                    return .void
                }
                continue
            }
            makers.append(try functionBody(declaration, function))
        }
        let slots = functions.map(\.variable.slot)
        return { execution in
            let boxes = slots.map { slot in
                let box = Box(.void)
                execution.frame.store(box, at: slot)
                return box
            }
            for (box, make) in zip(boxes, makers) { box.value = make(execution) }
            return .proceed
        }
    }

    /// Resolves a declaration's signature and adds it to the overloads of its name in the
    /// current scope.
    /// `registering`: false for a generic function's instance, which no name refers to.
    public func declareFunction(_ declaration: FunctionDeclaration, registering: Bool = true) throws -> DeclaredFunction {
        for (modifier, location) in zip(declaration.modifiers, declaration.modifierLocations) {
            switch modifier {
            case "static":
                throw Diagnostic("static methods may only be declared on a type", at: declaration.funcLocation)
            case "mutating", "nonmutating":
                throw Diagnostic("'\(modifier)' is only valid on methods", at: location)
            case "private", "fileprivate", "public", "internal", "open":
                // Swift rejects access modifiers on local functions; a session's top level is
                // one, but REPL users write them: accepted as at file scope.
                continue
            case "prefix", "postfix" where declaration.name.first.map({ !$0.isLetter && $0 != "_" }) ?? false:
                // `prefix func !! (x: Bool)`: which operator the function implements.
                continue
            default:
                throw Diagnostic("'\(modifier)' modifier cannot be applied to this declaration", at: location)
            }
        }
        if !declaration.generics.parameters.isEmpty {
            return try declareGenericFunction(declaration)
        }
        let parameters = try resolveParameters(declaration.parameters)
        let resultType = try resolveResultType(
            declaration.resultType, of: "local function", declaration.fullName, at: declaration.nameLocation)
        let variable = Variable(
            name: declaration.name, type: .function(parameters: parameters.map(\.localType), result: resultType),
            isConstant: true, owner: function)
        let declared = DeclaredFunction(
            name: declaration.name, parameters: parameters, resultType: resultType,
            throwsErrors: declaration.effect == .throws, location: declaration.nameLocation, variable: variable)
        declared.errorType = try thrownErrorType(declaration.thrownType)
        declared.isComputedVariable = declaration.isComputedVariable
        markImplicitlyUnwrappedResult(declared, if: declaration.resultType)
        guard registering else { return declared }
        var overloads: [DeclaredFunction] = []
        switch scope.entries[declaration.name] {
        case .functions(let existing)?:
            if existing.contains(where: { $0.hasSameSignature(as: declared) }) {
                // The REPL: a later entry's function replaces the one with its signature.
                guard mayRedeclare(declaration.name) else {
                    throw Diagnostic("invalid redeclaration of '\(declared.fullName)'", at: declaration.nameLocation)
                }
            }
            overloads = existing.filter { !$0.hasSameSignature(as: declared) }
        case nil:
            break
        case .some:
            guard mayRedeclare(declaration.name) else {
                throw Diagnostic("invalid redeclaration of '\(declared.fullName)'", at: declaration.nameLocation)
            }
        }
        scope.declare(declaration.name, .functions(overloads + [declared]))
        noteDeclared(declaration.name)
        return declared
    }

    /// Parameter types and default values; defaults are checked where no variable is visible.
    public func resolveParameters(_ syntax: [FunctionDeclaration.Parameter]) throws -> [DeclaredFunction.Parameter] {
        var parameters: [DeclaredFunction.Parameter] = []
        var names: Set<String> = []
        for parameter in syntax {
            if parameter.name != "_", !names.insert(parameter.name).inserted {
                throw Diagnostic("invalid redeclaration of '\(parameter.name)'", at: parameter.location)
            }
            // `to: Account!`: an optional the body reads as its value (see `Checker+ImplicitlyUnwrapped`).
            let type = try resolveAllowingImplicitlyUnwrapped(parameter.type)
            if parameter.isVariadic, parameters.contains(where: \.isVariadic) {
                throw Diagnostic("only a single variadic parameter '...' is permitted", at: parameter.location)
            }
            if parameter.isInout, parameter.defaultValue != nil {
                throw Diagnostic("cannot provide default value to inout parameter '\(parameter.name)'", at: parameter.location)
            }
            let defaultValue = try parameter.defaultValue.map { expression in
                // Checked where no variable is visible, as Swift checks default arguments.
                let context = FunctionContext(enclosing: nil, selfType: nil, resultType: nil)
                return try inFunction(context, parent: nil) {
                    try check(expression, as: parameter.isVariadic ? .array(type) : type, in: .argument).evaluate
                }
            }
            if parameter.isAutoclosure {
                guard case .function(let taken, _) = type, taken.isEmpty else {
                    throw Diagnostic("'@autoclosure' parameter must have a function type taking no arguments", at: parameter.location)
                }
            }
            var declared = DeclaredFunction.Parameter(
                label: parameter.label, name: parameter.name, type: type, isInout: parameter.isInout,
                isVariadic: parameter.isVariadic, defaultValue: defaultValue)
            declared.isAutoclosure = parameter.isAutoclosure
            if let builder = parameter.resultBuilder {
                // A builder the file declares with it may come later (checked where a closure is passed).
                if !typesDeclaredLater.contains(builder.name) { _ = try resultBuilderType(builder) }
                declared.resultBuilder = builder
            }
            if case .identifier(let name)? = parameter.defaultValue?.kind, name.hasPrefix("#") {
                declared.callSiteDefault = name
            }
            parameters.append(declared)
        }
        return parameters
    }

    /// Checks a body and returns how to make the function value (capturing what it uses).
    public func functionBody(
        _ declaration: FunctionDeclaration, _ declared: DeclaredFunction
    ) throws -> (Execution) -> Value {
        let resultType = declared.resultType
        let context = FunctionContext(enclosing: function, selfType: nil, resultType: resultType)
        context.declarationName = declaration.isComputedVariable
            ? declaration.name : FunctionDeclaration.magicName(declaration.name, declaration.parameters)
        context.canThrow = declaration.effect != .none
        if declared.errorType != .error { context.thrownErrorType = declared.errorType }
        let body: Executor = try inFunction(context, parent: scope) {
            for (parameter, syntax) in zip(declared.parameters, declaration.parameters) {
                let variable = Variable(
                    name: parameter.name, type: parameter.localType, isConstant: !parameter.isInout,
                    owner: context)
                noteReferenceKeyPath(variable, syntax.type)
                if parameter.name != "_" { scope.declare(parameter.name, .variable(variable)) }
                if syntax.type.implicitlyUnwrappedWrapped != nil { markImplicitlyUnwrapped(variable) }
            }
            // The body is a scope of its own: it may shadow a parameter (`let x = x`).
            return try inNestedScope {
                try checkFunctionBody(
                    try builderBody(of: declaration), resultType: resultType, kind: "local function",
                    closingBrace: declaration.closingBraceLocation)
            }
        }
        if declaration.resultBuilder == nil, let scalar = try? ScalarCompiler.compile(declaration, declared, checker: self) {
            return { _ in .function(FunctionValue { execution, arguments in try scalar.invoke(arguments, in: execution) }) }
        }
        let captures = captureAccessors(for: context)
        let inoutPositions = declared.parameters.indices.filter { declared.parameters[$0].isInout }
        let name = declared.fullName
        if !context.localsAreCaptured {
            let localCount = context.localCount
            let run: DirectCall.Body = { execution in
                if case .returned(let value) = try body(execution) { return value }
                return .void
            }
            return { execution in
                .function(FunctionValue(direct: DirectCall(
                    name: name, localCount: localCount, captures: captures.map { $0(execution) },
                    inoutSlots: inoutPositions, body: run)))
            }
        }
        return { execution in
            let boxes = captures.map { $0(execution) }
            let localCount = context.localCount
            // Frames of finished calls, reused by later ones (see `FramePool`).
            let pool = FramePool()
            return .function(FunctionValue { execution, arguments in
                var frame = pool.take() ?? Frame(localCount: localCount, captures: boxes)
                for (index, argument) in arguments.enumerated() { frame.declare(argument, at: index, in: execution) }
                // An inout argument arrives as the caller's temporary box (see `functionCall`).
                for index in inoutPositions {
                    if case .state(let box) = arguments[index] { frame.locals[index] = box }
                }
                defer { pool.giveBack(&frame) }
                return try execution.call(in: frame, function: name) {
                    if case .returned(let value) = try body(execution) { return value }
                    return .void
                }
            })
        }
    }

    /// A function body: a single expression is its result (Swift's implicit return);
    /// otherwise every path must `return` a value unless the result is `Void`.
    public func checkFunctionBody(
        _ statements: [Statement], resultType: SessionType, kind: String, closingBrace: SourceLocation
    ) throws -> Executor {
        if resultType != .void, statements.count == 1, case .expression(let expression) = statements[0].kind,
            !Reachability.isNeverCall(expression)
        {
            let evaluate = try check(expression, as: resultType, in: .returnValue).evaluate
            // Its traps are placed at the expression, as `return expression` places them
            // (twin: the scalar tier's `functionBody`).
            let location = statements[0].location
            return { execution in
                do {
                    return .returned(try evaluate(execution))
                } catch let error as RuntimeError {
                    throw error.located(at: location)
                }
            }
        }
        var statements = statements
        if resultType != .void, let branches = BranchExpressions.returningValues(statements) { statements = branches }
        let body = try checkStatements(statements)
        try requireUnderlyingType(of: resultType)
        if resultType != .void, !Reachability.alwaysReturns(statements) {
            throw Diagnostic(
                "missing return in \(kind) expected to return '\(resultType.displayName)'", at: closingBrace)
        }
        return body
    }
}
