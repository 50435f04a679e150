import BindscopeLanguage

/// Swift's definite initialization across branches: `let next: State?` followed by a `switch`
/// (or `if`/`else`, or `do`/`catch`) whose every path assigns `next` leaves it initialized.
/// `firstInitialization` only marks an assignment made in the declaring block itself; this
/// finds the names a branching statement in that block assigns on every path, for the checker
/// to mark those of its variables that were not initialized yet.
///
/// It reads only the statement's syntax; which names are the function's uninitialized
/// variables is the scope's to say, so the checker asks about those alone.
public struct DefiniteInitialization {
    /// The branching statement just checked.
    public let statement: Statement

    /// Nil for a statement that does not branch: after it, only its own assignment counts,
    /// and the checker has marked that already.
    public init?(after statement: Statement) {
        switch statement.kind {
        case .ifStatement, .switchStatement, .doCatch, .labeled: self.statement = statement
        default: return nil
        }
    }

    /// Names assigned with `=` anywhere in the statement (outside closures and functions):
    /// the only ones it may initialize.
    public var assignedNames: Set<String> {
        DefiniteInitialization.assignedNames(in: [statement])
    }

    /// Whether every path through the statement that goes on after it assigns `name`.
    public func assignsOnEveryPath(_ name: String) -> Bool {
        DefiniteInitialization.assigns(name, statement)
    }

    private static func assignedNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            if case .assignment(let target, "=", _, _) = statement.kind, case .identifier(let name) = target.kind {
                names.insert(name)
            }
            for block in statement.nestedBlocks { names.formUnion(assignedNames(in: block)) }
        }
        return names
    }

    private static func assigns(_ name: String, _ statement: Statement) -> Bool {
        switch statement.kind {
        case .assignment(let target, "=", _, _):
            if case .identifier(name) = target.kind { return true }
            return false
        case .ifStatement(let statement):
            guard let elseBody = statement.elseBody else { return false }
            return assigns(name, statement.thenBody) && assigns(name, elseBody)
        case .switchStatement(let statement):
            return statement.cases.allSatisfy { assigns(name, $0.body) }
        case .doCatch(let statement):
            return assigns(name, statement.body) && statement.clauses.allSatisfy { assigns(name, $0.body) }
        case .labeled(_, let inner):
            return assigns(name, inner)
        default:
            return false
        }
    }

    /// A block assigns `name` when one of its statements does before the block can end, or
    /// when it never ends normally (a `return` or `throw` on that path), or leaves the
    /// variable's scope: `continue` (`default: continue` in a loop's `switch`) or a labelled
    /// `break` goes to a loop around the declaration. A plain `break` may only leave a
    /// `switch` in the statement, after which the variable is read, so it does not count.
    private static func assigns(_ name: String, _ block: [Statement]) -> Bool {
        for (index, statement) in block.enumerated() {
            if assigns(name, statement) { return true }
            if Reachability.neverFallsThrough(Array(block[...index]), countingJumps: false) { return true }
            switch statement.kind {
            case .continueStatement, .breakStatement(label: _?): return true
            default: continue
            }
        }
        return false
    }
}
