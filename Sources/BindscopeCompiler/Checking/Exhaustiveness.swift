import BindscopeLanguage
import BindscopeRuntime

/// Whether a `switch` covers every value: Swift's "switch must be exhaustive".
///
/// The classic pattern-matrix check: a list of rows (the case patterns without a `where`, one
/// column per part of the value still to look at) is exhaustive when, for every constructor of
/// the first column's type (enum cases, `true`/`false`, `some`/`none`), the rows that can
/// match it, with its associated values as new columns, are exhaustive; a type with infinitely
/// many values (Int, String…) is covered only by rows that match anything there.
///
/// It reads only the patterns and the subject's type (an enum's cases are in its
/// `NominalType`), never the scope, so it is a namespace of functions, not part of `Checker`.
public enum Exhaustiveness {
    /// Whether `patterns` (a `switch`'s cases without a `where`) together match every value
    /// of `type`.
    public static func covers(_ patterns: [Pattern], _ type: SessionType) -> Bool {
        exhaustive(patterns.map { [$0] }, [type])
    }

    /// nil in a row stands for a pattern that matches anything.
    private static func exhaustive(_ rows: [[Pattern?]], _ types: [SessionType]) -> Bool {
        guard let first = types.first else { return !rows.isEmpty }
        guard !rows.isEmpty else { return false }
        let rest = Array(types.dropFirst())
        let normalized = rows.map { row in [irrefutableAsNil(row[0])] + row.dropFirst() }
        // A column nothing looks into is covered by every row: skipping it, rather than
        // expanding its type's cases, is what makes a recursive enum's check end.
        if normalized.allSatisfy({ $0[0] == nil }) {
            return exhaustive(normalized.map { Array($0.dropFirst()) }, rest)
        }
        if case .tuple(_, let elements) = first {
            var expanded: [[Pattern?]] = []
            for row in normalized {
                guard let head = row[0] else {
                    expanded.append(Array(repeating: nil, count: elements.count) + row.dropFirst())
                    continue
                }
                if case .tuple(let parts) = head.kind, parts.count == elements.count {
                    expanded.append(parts.map { $0.pattern } + row.dropFirst())
                }
            }
            return exhaustive(expanded, elements + rest)
        }
        guard let constructors = constructors(of: first) else {
            return exhaustive(normalized.filter { $0[0] == nil }.map { Array($0.dropFirst()) }, rest)
        }
        for constructor in constructors {
            var specialized: [[Pattern?]] = []
            for row in normalized {
                if let arguments = match(row[0], constructor) {
                    specialized.append(arguments + row.dropFirst())
                }
            }
            if !exhaustive(specialized, constructor.argumentTypes + rest) { return false }
        }
        return true
    }

    private struct Constructor {
        enum Kind {
            case boolean(Bool)
            case some
            case none
            case enumCase(Int, name: String)
        }

        var kind: Kind
        var argumentTypes: [SessionType]
    }

    private static func constructors(of type: SessionType) -> [Constructor]? {
        switch type {
        case .bool:
            return [Constructor(kind: .boolean(true), argumentTypes: []), Constructor(kind: .boolean(false), argumentTypes: [])]
        case .optional(let wrapped):
            return [Constructor(kind: .some, argumentTypes: [wrapped]), Constructor(kind: .none, argumentTypes: [])]
        case .nominal(let nominal) where nominal.kind == .enumeration:
            return nominal.cases.indices.map { index in
                Constructor(kind: .enumCase(index, name: nominal.cases[index].name), argumentTypes: nominal.cases[index].payloadTypes ?? [])
            }
        default:
            return nil
        }
    }

    /// The patterns for the constructor's arguments when `pattern` can match it, else nil.
    private static func match(_ pattern: Pattern?, _ constructor: Constructor) -> [Pattern?]? {
        let arity = constructor.argumentTypes.count
        guard let pattern else { return Array(repeating: nil, count: arity) }
        switch (pattern.kind, constructor.kind) {
        case (.expression(let expression), .boolean(let flag)):
            if case .booleanLiteral(let literal) = expression.kind, literal == flag { return [] }
            return nil
        case (.expression(let expression), .none):
            if case .nilLiteral = expression.kind { return [] }
            return nil
        case (.optionalSome(let inner), .some):
            return [inner]
        case (.enumCase(_, "none", nil), .none):
            return []
        case (.enumCase(_, "some", let payload?), .some) where payload.count == 1:
            return [payload[0].pattern]
        case (.enumCase(_, "some", nil), .some):
            // `case .some:` matches every wrapped value.
            return [nil]
        case (.enumCase, .some):
            // `.engineer` against a `Role?`: the case of the wrapped enum.
            return [pattern]
        case (.enumCase(_, let name, let payload), .enumCase(_, let caseName)):
            guard name == caseName else { return nil }
            guard let payload else { return Array(repeating: nil, count: arity) }
            if payload.count == arity { return payload.map { $0.pattern } }
            if payload.count == 1 {
                // One pattern for several associated values: a tuple pattern, or anything.
                guard let whole = irrefutableAsNil(payload[0].pattern) else { return Array(repeating: nil, count: arity) }
                if case .tuple(let parts) = whole.kind, parts.count == arity { return parts.map { $0.pattern } }
            }
            return nil
        default:
            return nil
        }
    }

    /// nil for a pattern that matches every value (`_`, a name, `let (a, b)` over a tuple is
    /// kept, since its parts are looked at column by column).
    private static func irrefutableAsNil(_ pattern: Pattern?) -> Pattern? {
        guard let pattern else { return nil }
        switch pattern.kind {
        case .wildcard, .binding: return nil
        case .typed(let inner, _): return irrefutableAsNil(inner)
        default: return pattern
        }
    }

    /// Whether a pattern matches every value of its type, as a declaration's pattern must.
    public static func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .binding: true
        case .typed(let inner, _): isIrrefutable(inner)
        case .tuple(let elements): elements.allSatisfy { isIrrefutable($0.pattern) }
        default: false
        }
    }
}
