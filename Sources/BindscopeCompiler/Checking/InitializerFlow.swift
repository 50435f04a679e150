import BindscopeLanguage

/// Follows the paths through an initializer's body: each statement takes the names surely
/// assigned before it and gives those surely assigned after it, or nil when no path goes on
/// (a `return`, `throw`, `break`…). Nil only drops paths, so it can miss an error but never
/// invent one; the sets are exact along the paths followed.
public struct InitializerFlow {
    /// A stored property an initializer must set: its name as swiftc's note spells it, the
    /// names an assignment may use for it, and where it is declared.
    public struct RequiredProperty {
        public let name: String
        public let assignedAs: Set<String>
        public let location: SourceLocation

        public init(name: String, assignedAs: Set<String>, location: SourceLocation) {
            self.name = name
            self.assignedAs = assignedAs
            self.location = location
        }
    }

    /// What the body may use `self` through before every property is set.
    public struct SelfMembers {
        public var isClass: Bool = false
        /// Stored properties with a value from the start (reading them is fine).
        public var initialized: Set<String> = []
        public var methods: Set<String> = []
        public var computed: Set<String> = []
        /// Parameters and every name the body binds: a bare name among them is not `self`'s.
        public var shadowed: Set<String> = []

        public init(isClass: Bool = false, initialized: Set<String> = [], methods: Set<String> = [], computed: Set<String> = [], shadowed: Set<String> = []) {
            self.isClass = isClass
            self.initialized = initialized
            self.methods = methods
            self.computed = computed
            self.shadowed = shadowed
        }
    }

    public let required: [RequiredProperty]
    public let isFailable: Bool
    /// A convenience initializer: every path must call `self.init(…)`.
    public let mustDelegate: Bool
    /// A subclass's designated initializer: `super.init(…)` needs the class's own properties set.
    public var superclassInitializer = false
    /// The first error found, in the order paths are followed (source order).
    public var failure: Diagnostic?
    /// For "'self' used before all stored properties are initialized".
    public var members = SelfMembers()
    /// The sets reaching an unlabelled `break` in the `switch` being followed.
    private var switchBreaks: [[Set<String>]] = []

    /// Set when `self` is wholly made: by `self.init(…)`, `self = …`, or `super.init(…)`.
    private static let everything = " self"

    public init(required: [RequiredProperty], isFailable: Bool, mustDelegate: Bool) {
        self.required = required
        self.isFailable = isFailable
        self.mustDelegate = mustDelegate
    }

    private func missing(_ assigned: Set<String>) -> [RequiredProperty] {
        if assigned.contains(InitializerFlow.everything) { return [] }
        return required.filter { $0.assignedAs.isDisjoint(with: assigned) }
    }

    /// A path leaves the initializer here (a `return`, or the closing brace).
    public mutating func exit(_ assigned: Set<String>?, at location: SourceLocation) {
        guard failure == nil, let assigned else { return }
        if mustDelegate {
            if !assigned.contains(InitializerFlow.everything) {
                failure = Diagnostic("'self.init' isn't called on all paths before returning from initializer", at: location)
            }
            return
        }
        let absent = missing(assigned)
        guard !absent.isEmpty else { return }
        failure = Diagnostic(
            "return from initializer without initializing all stored properties", at: location,
            notes: absent.map { Diagnostic("'self.\($0.name)' not initialized", at: $0.location, severity: .note) })
    }

    public mutating func implicitSuperInit(_ assigned: Set<String>?, at location: SourceLocation) {
        guard failure == nil, let assigned, let first = missing(assigned).first else { return }
        failure = Diagnostic("property 'self.\(first.name)' not initialized at implicitly generated super.init call", at: location)
    }

    public mutating func block(_ statements: [Statement], _ start: Set<String>) -> Set<String>? {
        var assigned = start
        for statement in statements {
            guard let next = self.statement(statement, assigned) else { return nil }
            assigned = next
        }
        return assigned
    }

    private mutating func statement(_ statement: Statement, _ assigned: Set<String>) -> Set<String>? {
        checkUses(in: statement, assigned)
        switch statement.kind {
        case .assignment(let target, "=", _, _):
            return assigned.union(InitializerFlow.assignedNames(target))
        case .expression(let expression):
            return self.expression(expression, assigned)
        case .returnStatement(let value):
            if isFailable, case .nilLiteral? = value?.kind { return nil }
            exit(assigned, at: statement.location)
            return nil
        case .throwStatement, .continueStatement, .fallthroughStatement, .breakStatement(label: _?):
            return nil
        case .breakStatement(label: nil):
            if !switchBreaks.isEmpty { switchBreaks[switchBreaks.count - 1].append(assigned) }
            return nil
        case .ifStatement(let statement):
            let then = block(statement.thenBody, assigned)
            let otherwise = statement.elseBody.map { block($0, assigned) } ?? assigned
            return InitializerFlow.merge([then, otherwise])
        case .guardStatement(_, let elseBody, _):
            _ = block(elseBody, assigned)
            return assigned
        case .switchStatement(let statement):
            switchBreaks.append([])
            var ends = statement.cases.map { block($0.body, assigned) }
            ends += switchBreaks.removeLast().map { Optional($0) }
            return InitializerFlow.merge(ends)
        case .doCatch(let statement):
            // A `catch` may start before anything in the `do` body ran.
            let ends = [block(statement.body, assigned)] + statement.clauses.map { block($0.body, assigned) }
            return InitializerFlow.merge(ends)
        case .whileLoop(_, let body):
            // The body may not run at all; returns inside it are still exits.
            let saved = switchBreaks
            switchBreaks = []
            _ = block(body, assigned)
            switchBreaks = saved
            return assigned
        case .forIn(let loop):
            let saved = switchBreaks
            switchBreaks = []
            _ = block(loop.body, assigned)
            switchBreaks = saved
            return assigned
        case .repeatWhile(let body, _):
            let saved = switchBreaks
            switchBreaks = []
            let end = block(body, assigned)
            switchBreaks = saved
            return end ?? assigned
        case .labeled(_, let inner):
            return self.statement(inner, assigned)
        default:
            return assigned
        }
    }

    /// An expression statement: `self.init(…)` and `super.init(…)`, and calls that never
    /// return (`fatalError()`).
    private mutating func expression(_ expression: Expression, _ assigned: Set<String>) -> Set<String>? {
        var node = expression
        while case .tryExpression(_, let inner) = node.kind { node = inner }
        guard case .call(let callee, _) = node.kind else { return assigned }
        switch callee.kind {
        case .identifier("fatalError"), .identifier("preconditionFailure"):
            return nil
        case .member(let base, "init", let location):
            if case .identifier("self") = base.kind { return assigned.union([InitializerFlow.everything]) }
            if case .identifier("super") = base.kind, superclassInitializer {
                if failure == nil, let first = missing(assigned).first {
                    failure = Diagnostic("property 'self.\(first.name)' not initialized at super.init call", at: location)
                }
                return assigned.union([InitializerFlow.everything])
            }
            return assigned
        default:
            return assigned
        }
    }

    /// `x = v`, `self.x = v`, `_x = w`, `(x, y) = (1, 2)`, `self = other`.
    private static func assignedNames(_ target: Expression) -> Set<String> {
        switch target.kind {
        case .identifier("self"): return [everything]
        case .identifier(let name): return [name]
        case .member(let base, let name, _):
            if case .identifier("self") = base.kind { return [name] }
            return []
        case .parenthesized(let inner): return assignedNames(inner)
        case .tuple(let elements): return elements.reduce(into: []) { $0.formUnion(assignedNames($1.value)) }
        default: return []
        }
    }

    /// The names assigned on every path that goes on (nil when none does).
    private static func merge(_ ends: [Set<String>?]) -> Set<String>? {
        let reaching = ends.compactMap { $0 }
        guard var result = reaching.first else { return nil }
        for end in reaching.dropFirst() { result.formIntersection(end) }
        return result
    }

    /// Whether `super.init` is called anywhere in the body (outside closures).
    public static func mentionsSuperInit(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            if case .expression(let expression) = statement.kind {
                var node = expression
                while case .tryExpression(_, let inner) = node.kind { node = inner }
                if case .call(let callee, _) = node.kind, case .member(let base, "init", _) = callee.kind,
                    case .identifier("super") = base.kind
                {
                    return true
                }
            }
            return statement.nestedBlocks.contains { mentionsSuperInit($0) }
        }
    }
}

// MARK: Uses of `self` before it is whole

extension InitializerFlow {
    /// The expressions a statement evaluates itself (not those of the blocks it contains,
    /// which are followed with their own sets).
    private mutating func checkUses(in statement: Statement, _ assigned: Set<String>) {
        guard failure == nil, !mustDelegate, !missing(assigned).isEmpty else { return }
        switch statement.kind {
        case .variable(let declaration): declaration.initializer.map { uses($0, assigned) }
        case .patternDeclaration(_, _, let initializer): uses(initializer, assigned)
        case .expression(let expression):
            var node = expression
            while case .tryExpression(_, let inner) = node.kind { node = inner }
            if case .call(let callee, let arguments) = node.kind, case .member(let base, "init", _) = callee.kind,
                case .identifier(let name) = base.kind, name == "self" || name == "super"
            {
                for argument in arguments { uses(argument.value, assigned) }
            } else {
                uses(expression, assigned)
            }
        case .assignment(let target, let op, let value, let operatorLocation):
            if let property = storedProperty(value), !property.assignedAs.contains(where: assigned.contains),
                !assigned.contains(InitializerFlow.everything), !members.isClass
            {
                // `x = y` with `y` unset: swiftc places the use at the `=` (the copy it makes).
                failure = selfUsed(at: operatorLocation, notes: [property])
                return
            }
            uses(value, assigned)
            guard failure == nil else { return }
            if op == "=" {
                assignmentTargetUses(target, assigned)
            } else if let property = storedProperty(target), !property.assignedAs.contains(where: assigned.contains),
                !assigned.contains(InitializerFlow.everything)
            {
                failure = Diagnostic("variable 'self.\(property.name)' passed by reference before being initialized", at: operatorLocation)
            } else {
                uses(target, assigned)
            }
        case .returnStatement(let value): value.map { uses($0, assigned) }
        case .throwStatement(let value): uses(value, assigned)
        case .ifStatement(let statement): statement.conditions.forEach { conditionUses($0, assigned) }
        case .guardStatement(let conditions, _, _), .whileLoop(let conditions, _): conditions.forEach { conditionUses($0, assigned) }
        case .switchStatement(let statement): uses(statement.subject, assigned)
        case .forIn(let loop): uses(loop.sequence, assigned)
        default: break
        }
    }

    private mutating func conditionUses(_ condition: Condition, _ assigned: Set<String>) {
        switch condition {
        case .expression(let expression), .patternMatch(_, let expression): uses(expression, assigned)
        case .optionalBinding(_, _, _, let value): value.map { uses($0, assigned) }
        }
    }

    /// `x = v` sets `x`; `self.x.y = v` or `x[0] = v` reads `x` first. Setting a wrapped
    /// property whose wrapper cannot be made from a value (`@Binding var title`) uses `self`.
    private mutating func assignmentTargetUses(_ target: Expression, _ assigned: Set<String>) {
        var named: String?
        switch target.kind {
        case .identifier(let name) where !members.shadowed.contains(name): named = name
        case .member(let base, let name, _): if case .identifier("self") = base.kind { named = name }
        default: break
        }
        if let name = named {
            if let property = required.first(where: { $0.name == name }), !property.assignedAs.contains(name),
                !property.assignedAs.contains(where: assigned.contains), !assigned.contains(InitializerFlow.everything)
            {
                failure = selfUsed(at: InitializerFlow.nameLocation(target), notes: [property])
            }
            return
        }
        switch target.kind {
        case .identifier: return
        case .parenthesized(let inner): assignmentTargetUses(inner, assigned)
        case .tuple(let elements): elements.forEach { assignmentTargetUses($0.value, assigned) }
        default: uses(target, assigned)
        }
    }

    /// The required property `x` or `self.x` names, unless a local shadows `x`.
    private func storedProperty(_ target: Expression) -> RequiredProperty? {
        switch target.kind {
        case .identifier(let name) where !members.shadowed.contains(name):
            return required.first { $0.assignedAs.contains(name) || $0.name == name }
        case .member(let base, let name, _):
            guard case .identifier("self") = base.kind else { return nil }
            return required.first { $0.assignedAs.contains(name) || $0.name == name }
        default:
            return nil
        }
    }

    private static func nameLocation(_ expression: Expression) -> SourceLocation {
        if case .member(_, _, let location) = expression.kind { return location }
        return expression.location
    }

    private func selfUsed(at location: SourceLocation, notes: [RequiredProperty]) -> Diagnostic {
        Diagnostic(
            "'self' used before all stored properties are initialized", at: location,
            notes: notes.map { Diagnostic("'self.\($0.name)' not initialized", at: $0.location, severity: .note) })
    }

    /// Walks an expression (not into closures) for reads of unset properties and uses of
    /// the whole of `self`: a method call, a computed property, `self` itself.
    private mutating func uses(_ expression: Expression, _ assigned: Set<String>) {
        guard failure == nil else { return }
        let absent = missing(assigned)
        guard !absent.isEmpty else { return }
        switch expression.kind {
        case .identifier("self"):
            if members.isClass {
                failure = Diagnostic("variable 'self.\(absent[0].name)' used before being initialized", at: expression.location)
            } else {
                failure = selfUsed(at: expression.location, notes: absent)
            }
            return
        case .identifier(let name) where !members.shadowed.contains(name):
            memberUse(name, at: expression.location, absent, assigned)
            return
        case .member(let base, let name, let location):
            if case .identifier("self") = base.kind {
                if members.methods.contains(name) || members.computed.contains(name), !members.isClass {
                    // `self.describe()`: swiftc points at `self`.
                    failure = selfUsed(at: base.location, notes: absent)
                } else {
                    memberUse(name, at: location, absent, assigned)
                }
                return
            }
        default:
            break
        }
        expression.forEachChild { uses($0, assigned) }
    }

    private mutating func memberUse(_ name: String, at location: SourceLocation, _ absent: [RequiredProperty], _ assigned: Set<String>) {
        if let property = absent.first(where: { $0.name == name || $0.assignedAs.contains(name) }) {
            failure = members.isClass
                ? Diagnostic("variable 'self.\(property.name)' used before being initialized", at: location)
                : selfUsed(at: location, notes: [property])
        } else if members.initialized.contains(name) || required.contains(where: { $0.name == name || $0.assignedAs.contains(name) }) {
            return
        } else if members.methods.contains(name) {
            failure = members.isClass
                ? Diagnostic("'self' used in method call '\(name)' before all stored properties are initialized", at: location,
                    notes: absent.map { Diagnostic("'self.\($0.name)' not initialized", at: $0.location, severity: .note) })
                : selfUsed(at: location, notes: absent)
        } else if members.computed.contains(name) {
            failure = members.isClass
                ? Diagnostic("'self' used in property access '\(name)' before all stored properties are initialized", at: location,
                    notes: absent.map { Diagnostic("'self.\($0.name)' not initialized", at: $0.location, severity: .note) })
                : selfUsed(at: location, notes: absent)
        }
    }

    /// Every name the body binds anywhere (`let`, `var`, `if let`, patterns, loop and catch
    /// variables), outside closures.
    public static func boundNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        func conditions(_ list: [Condition]) {
            for condition in list {
                switch condition {
                case .optionalBinding(_, let name, _, _): names.insert(name)
                case .patternMatch(let pattern, _): names.formUnion(pattern.boundNames.map(\.name))
                case .expression: break
                }
            }
        }
        for statement in statements {
            switch statement.kind {
            case .variable(let declaration): names.insert(declaration.name)
            case .patternDeclaration(_, let pattern, _): names.formUnion(pattern.boundNames.map(\.name))
            case .ifStatement(let statement): conditions(statement.conditions)
            case .guardStatement(let list, _, _), .whileLoop(let list, _): conditions(list)
            case .forIn(let loop):
                names.insert(loop.name)
                if let pattern = loop.pattern { names.formUnion(pattern.boundNames.map(\.name)) }
            case .switchStatement(let statement):
                for item in statement.cases.flatMap(\.items) { names.formUnion(item.pattern.boundNames.map(\.name)) }
            case .doCatch(let statement):
                names.insert("error")
                for clause in statement.clauses {
                    if case .binding(let name, _, _)? = clause.pattern { names.insert(name) }
                }
            case .functions(let functions): names.formUnion(functions.map(\.name))
            default: break
            }
            for block in statement.nestedBlocks { names.formUnion(boundNames(in: block)) }
        }
        return names
    }
}
