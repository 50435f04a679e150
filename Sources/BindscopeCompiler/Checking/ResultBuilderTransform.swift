import BindscopeLanguage

// SE-0289's result builders, done as Swift does them: a builder body is rewritten into plain
// statements that call the builder's `build…` methods, and those are then checked as any
// code is, so overloads, generics and errors come from the ordinary machinery.
//
// Each component (an expression statement, an `if`, a `switch`, a `for`) is kept in a
// `let __builderN`, in order, and a block's value is `buildBlock` of them (or the chain of
// `buildPartialBlock` calls), made after its components, as Swift's calls run. A branching
// statement's value needs a type before its branches are checked, which the checker's
// statements cannot defer; so it is an immediately called closure whose every branch
// returns its payload, typed by the checker from all the branches together (as Swift's
// solver joins them: `BuilderBranches`). A `for` is `buildArray` of the loop's blocks, made
// by `map` (`compactMap` with a `where`), which keeps Swift's order of evaluation.

/// What a result builder type declares, which decides how a body is rewritten.
public struct ResultBuilderCapabilities: Sendable {
    public var expression = false
    public var optional = false
    public var either = false
    public var array = false
    public var limitedAvailability = false
    public var finalResult = false
    public var partialBlock = false

    public init() {}
}

/// The rewrite of one builder body; given only the builder's name and what it declares.
public struct ResultBuilderTransform {
    let builder: String
    let builderLocation: SourceLocation
    let capabilities: ResultBuilderCapabilities
    private var counter = 0

    public init(builder: String, at location: SourceLocation, capabilities: ResultBuilderCapabilities) {
        self.builder = builder
        self.builderLocation = location
        self.capabilities = capabilities
    }

    /// Whether a body says `return` (outside its closures and nested functions): Swift then
    /// does not apply the builder (with a warning) and checks it as a plain body.
    public static func hasReturn(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStatement: true
            case .ifStatement(let ifStatement): hasReturn(ifStatement.thenBody) || hasReturn(ifStatement.elseBody ?? [])
            case .switchStatement(let switchStatement): switchStatement.cases.contains { hasReturn($0.body) }
            case .forIn(let loop): hasReturn(loop.body)
            case .whileLoop(_, let body), .repeatWhile(let body, _), .deferStatement(let body): hasReturn(body)
            case .guardStatement(_, let body, _): hasReturn(body)
            case .labeled(_, let inner): hasReturn([inner])
            case .doCatch(let doCatch): hasReturn(doCatch.body) || doCatch.clauses.contains { hasReturn($0.body) }
            default: false
            }
        }
    }

    /// The whole body: its block, then `return` of its value (through `buildFinalResult`),
    /// placed at the body's `{`, where swiftc reports a result of the wrong type.
    public mutating func body(_ statements: [Statement], at bodyStart: SourceLocation) throws -> [Statement] {
        var (rewritten, value) = try block(statements, end: bodyStart)
        if capabilities.finalResult { value = call("buildFinalResult", [(nil, value)], at: bodyStart) }
        value.location = bodyStart
        rewritten.append(Statement(.returnStatement(value), at: bodyStart))
        return rewritten
    }

    /// A block's statements, each component in a `let`, and the block's value.
    mutating func block(_ statements: [Statement], end: SourceLocation) throws -> ([Statement], Expression) {
        var rewritten: [Statement] = []
        var components: [Expression] = []
        for statement in statements {
            let location = statement.location
            switch statement.kind {
            case .expression(let expression):
                let value = capabilities.expression
                    ? call("buildExpression", [(nil, expression)], at: expression.location) : expression
                components.append(declare(value, in: &rewritten, at: location))
            case .variable, .patternDeclaration, .functions, .typeAlias:
                // Declarations run in place and contribute nothing (`let _ = print("…")`).
                rewritten.append(statement)
            case .assignment:
                // `x += 1` is an expression of type `()` to Swift, so a component like any other
                // (a builder of strings then refuses it, as swiftc does).
                let value = immediatelyCalled([statement], at: location)
                let component = capabilities.expression ? call("buildExpression", [(nil, value)], at: location) : value
                components.append(declare(component, in: &rewritten, at: location))
            case .ifStatement(let ifStatement):
                components.append(declare(try ifChain(ifStatement, at: location), in: &rewritten, at: location))
            case .switchStatement(let switchStatement):
                components.append(declare(try switchValue(switchStatement, at: location), in: &rewritten, at: location))
            case .forIn(let loop):
                components.append(declare(try loopValue(loop, at: location), in: &rewritten, at: location))
            case .doCatch(let doCatch) where doCatch.clauses.isEmpty:
                // `do { … }`: a block of its own, one component.
                let (inner, value) = try block(doCatch.body, end: location)
                let closure = immediatelyCalled(inner + [Statement(.returnStatement(value), at: location)], at: location)
                components.append(declare(closure, in: &rewritten, at: location))
            case .whileLoop, .repeatWhile, .guardStatement, .breakStatement, .continueStatement:
                // Swift builds no value from these.
                throw Diagnostic(
                    "closure containing control flow statement cannot be used with result builder '\(builder)'", at: location)
            default:
                throw Diagnostic(
                    "\(Self.describe(statement)) in a result builder body is not supported yet", at: location)
            }
        }
        return (rewritten, blockValue(components, at: end))
    }

    /// `buildBlock(c0, c1, …)`, or `buildPartialBlock(first:)` then `(accumulated:next:)` for
    /// each further component, which Swift prefers when the builder has both (an empty block
    /// is `buildBlock()` either way).
    private func blockValue(_ components: [Expression], at location: SourceLocation) -> Expression {
        guard capabilities.partialBlock, let first = components.first else {
            return call("buildBlock", components.map { (nil, $0) }, at: location)
        }
        var value = call("buildPartialBlock", [("first", first)], at: first.location)
        for next in components.dropFirst() {
            value = call("buildPartialBlock", [("accumulated", value), ("next", next)], at: next.location)
        }
        return value
    }

    // MARK: Branches

    /// `if`/`else if`/`else`: each branch's block, injected by `buildEither` into a balanced
    /// tree of the branches (as Swift does), and through `buildOptional` when the last
    /// `else` is missing.
    private mutating func ifChain(_ first: IfStatement, at location: SourceLocation) throws -> Expression {
        var branches: [(conditions: [Condition], body: [Statement], location: SourceLocation)] = []
        var finalElse: [Statement]?
        var link = first
        var linkLocation = location
        while true {
            branches.append((link.conditions, link.thenBody, linkLocation))
            guard let elseBody = link.elseBody else { break }
            if link.elseIsIf, elseBody.count == 1, case .ifStatement(let next) = elseBody[0].kind {
                link = next
                linkLocation = elseBody[0].location
                continue
            }
            finalElse = elseBody
            break
        }
        let isOptional = finalElse == nil
        let payloadCount = branches.count + (isOptional ? 0 : 1)
        if isOptional && !capabilities.optional || payloadCount > 1 && !capabilities.either {
            throw Diagnostic(
                "closure containing control flow statement cannot be used with result builder '\(builder)'", at: location)
        }
        // Built from the last `else` inwards: each `if` holds the rest of the chain as its else.
        var blocks: [Expression] = []
        var rest: [Statement]?
        if let finalElse {
            let (statements, value) = try block(finalElse, end: location)
            rest = statements + [Statement(.returnStatement(payload(value, index: payloadCount - 1, of: payloadCount)), at: location)]
            blocks.append(immediatelyCalled(statements + [Statement(.returnStatement(value), at: location)], at: location))
        }
        var chain: Statement?
        for (index, branch) in branches.enumerated().reversed() {
            var (statements, value) = try block(branch.body, end: branch.location)
            if capabilities.limitedAvailability, Self.checksAvailability(branch.conditions) {
                // `if #available(…) { … }`: the block's type may not exist everywhere; the
                // builder erases it before it joins the others.
                value = call("buildLimitedAvailability", [(nil, value)], at: value.location)
            }
            let body = statements + [Statement(.returnStatement(payload(value, index: index, of: payloadCount)), at: branch.location)]
            var statement = IfStatement(conditions: branch.conditions, thenBody: body, elseBody: rest)
            statement.elseIsIf = chain != nil
            let made = Statement(.ifStatement(statement), at: branch.location)
            chain = made
            rest = [made]
            // The branch alone, for its block's type: its conditions still bind its names.
            let alone = IfStatement(
                conditions: branch.conditions, thenBody: statements + [Statement(.returnStatement(value), at: branch.location)],
                elseBody: nil)
            blocks.insert(
                immediatelyCalled([Statement(.ifStatement(alone), at: branch.location), neverReturns(at: branch.location)], at: branch.location),
                at: 0)
        }
        var body = [chain!]
        // Without a last `else` the closure gives nil there, and `buildOptional` takes it.
        if isOptional { body.append(Statement(.returnStatement(Expression(.nilLiteral, at: location)), at: location)) }
        let value = immediatelyCalled(body, at: location, branches: BuilderBranches(builder: builder, blocks: blocks, isOptional: isOptional))
        return isOptional ? call("buildOptional", [(nil, value)], at: location) : value
    }

    /// `switch`: each case a branch of the `buildEither` tree.
    private mutating func switchValue(_ statement: SwitchStatement, at location: SourceLocation) throws -> Expression {
        let count = statement.cases.count
        if count > 1 && !capabilities.either {
            let at = statement.cases[0].body.first?.location ?? location
            throw Diagnostic("type '\(builder)' has no member 'buildEither'", at: at)
        }
        var rewritten = statement
        var blocks: [Expression] = []
        for index in statement.cases.indices {
            let at = statement.cases[index].body.first?.location ?? location
            let (statements, value) = try block(statement.cases[index].body, end: at)
            rewritten.cases[index].body = statements + [Statement(.returnStatement(payload(value, index: index, of: count)), at: at)]
            // The case alone (the others never return), for its block's type.
            var alone = statement
            for other in alone.cases.indices {
                alone.cases[other].body = other == index
                    ? statements + [Statement(.returnStatement(value), at: at)] : [neverReturns(at: at)]
            }
            blocks.append(immediatelyCalled([Statement(.switchStatement(alone), at: location)], at: location))
        }
        return immediatelyCalled(
            [Statement(.switchStatement(rewritten), at: location)], at: location,
            branches: BuilderBranches(builder: builder, blocks: blocks, isOptional: false))
    }

    /// Swift's left-biased balanced tree of `buildEither`: the bits of the branch's index,
    /// innermost first, say `first` or `second`; on the rightmost path, where the tree is
    /// short, the levels it does not need are skipped.
    private func payload(_ operand: Expression, index: Int, of count: Int) -> Expression {
        var operand = operand
        var path = index
        var maxPath = count - 1
        while maxPath != 0 {
            defer { path >>= 1; maxPath >>= 1 }
            if maxPath == path && maxPath & 1 == 0 { continue }
            let label = path & 1 == 1 ? "second" : "first"
            operand = call("buildEither", [(label, operand)], at: operand.location)
        }
        return operand
    }

    // MARK: Loops

    /// `for x in s { … }`: `buildArray` of each pass's block, collected in order. A `where`
    /// keeps the passes it lets through.
    private mutating func loopValue(_ loop: ForInStatement, at location: SourceLocation) throws -> Expression {
        guard capabilities.array else {
            throw Diagnostic(
                "closure containing control flow statement cannot be used with result builder '\(builder)'", at: location)
        }
        let element = "__element\(counter)"
        counter += 1
        var statements: [Statement] = []
        var parameter = loop.name
        // The conditions a pass must meet: `for case let x? in …`'s pattern, then `where`.
        var conditions: [Condition] = []
        if let pattern = loop.pattern {
            parameter = element
            let elementValue = Expression(.identifier(element), at: location)
            if loop.isCaseMatch {
                conditions.append(.patternMatch(pattern, value: elementValue))
            } else {
                statements.append(Statement(.patternDeclaration(isConstant: true, pattern: pattern, initializer: elementValue), at: location))
            }
        }
        if let condition = loop.whereClause { conditions.append(.expression(condition)) }
        let (inner, value) = try block(loop.body, end: location)
        let pass = inner + [Statement(.returnStatement(value), at: location)]
        let method: String
        var branches: BuilderBranches?
        if conditions.isEmpty {
            method = "map"
            statements += pass
        } else {
            // `compactMap`: the passes the conditions skip give nil; the closure is typed `T?`
            // from the pass's block (a probe, never run, as for an `if`).
            method = "compactMap"
            let passes = Statement(.ifStatement(IfStatement(conditions: conditions, thenBody: pass, elseBody: nil)), at: location)
            let probe = immediatelyCalled(statements + [passes, neverReturns(at: location)], at: location)
            branches = BuilderBranches(builder: builder, blocks: [probe], isOptional: true)
            statements.append(passes)
            statements.append(Statement(.returnStatement(Expression(.nilLiteral, at: location)), at: location))
        }
        var closure = Closure(
            parameters: [Closure.Parameter(name: parameter, type: nil, location: loop.nameLocation)], resultType: nil,
            body: statements)
        closure.builderBranches = branches
        let mapped = Expression(
            .call(callee: Expression(.member(base: loop.sequence, name: method, nameLocation: location), at: location),
                  arguments: [Argument(label: nil, value: Expression(.closure(closure), at: location), location: location)]),
            at: location)
        return call("buildArray", [(nil, mapped)], at: location)
    }

    // MARK: Syntax

    /// `let __builderN = value`; the name, to pass on.
    private mutating func declare(_ value: Expression, in statements: inout [Statement], at location: SourceLocation) -> Expression {
        let name = "__builder\(counter)"
        counter += 1
        let declaration = VariableDeclaration(
            attributes: [], modifiers: [], isConstant: true, name: name, nameLocation: location, type: nil,
            initializer: value)
        statements.append(Statement(.variable(declaration), at: location))
        return Expression(.identifier(name), at: value.location)
    }

    /// `Builder.method(label: value, …)`.
    private func call(_ method: String, _ arguments: [(String?, Expression)], at location: SourceLocation) -> Expression {
        let callee = Expression(
            .member(base: Expression(.identifier(builder), at: location), name: method, nameLocation: location), at: location)
        return Expression(
            .call(callee: callee, arguments: arguments.map { Argument(label: $0.0, value: $0.1, location: $0.1.location) }),
            at: location)
    }

    /// `{ () in statements }()`.
    private func immediatelyCalled(
        _ statements: [Statement], at location: SourceLocation, branches: BuilderBranches? = nil
    ) -> Expression {
        var closure = Closure(parameters: [], resultType: nil, body: statements)
        closure.builderBranches = branches
        return Expression(.call(callee: Expression(.closure(closure), at: location), arguments: []), at: location)
    }

    /// `fatalError()`: where a branch's probe (see `BuilderBranches`) leaves the other branches.
    private func neverReturns(at location: SourceLocation) -> Statement {
        Statement(.expression(Expression(.call(callee: Expression(.identifier("fatalError"), at: location), arguments: []), at: location)), at: location)
    }

    /// Whether an `if`'s conditions include `#available(…)`.
    private static func checksAvailability(_ conditions: [Condition]) -> Bool {
        conditions.contains { condition in
            if case .expression(let expression) = condition, case .identifier("#available") = expression.kind { return true }
            return false
        }
    }

    private static func describe(_ statement: Statement) -> String {
        switch statement.kind {
        case .whileLoop: "'while'"
        case .repeatWhile: "'repeat'"
        case .guardStatement: "'guard'"
        case .breakStatement: "'break'"
        case .continueStatement: "'continue'"
        case .throwStatement: "'throw'"
        case .deferStatement: "'defer'"
        case .doCatch: "'do'/'catch'"
        case .labeled: "a labeled statement"
        default: "this statement"
        }
    }
}
