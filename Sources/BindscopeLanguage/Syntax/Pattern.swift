/// A pattern: what `switch` cases, `if case`, `for case`, `catch` and destructuring
/// declarations match a value against, binding parts of it to new names.
public struct Pattern: Hashable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Hashable, Sendable {
        /// `_`: matches anything, binds nothing.
        case wildcard
        /// A new constant or variable (a name inside `let`/`var`).
        case binding(name: String, isConstant: Bool)
        /// `(a, b)`, `(x: let a, y: 0)`: a tuple of patterns.
        case tuple([PatternElement])
        /// `.circle(let r)`, `Shape.square`, `.some(let x)`: an enum case, with patterns for its
        /// associated values (nil when the pattern does not look at them).
        case enumCase(type: TypeSyntax?, name: String, payload: [PatternElement]?)
        /// `x?`: an optional holding a value that matches.
        case optionalSome(Pattern)
        /// An expression the value is compared with (`~=`): `1...5`, `"a"`, `limit`.
        case expression(Expression)
        /// `is T`
        case isType(TypeSyntax)
        /// `let n as Int`: the value cast to the type, then matched.
        case cast(Pattern, TypeSyntax)
        /// `let (a, b): (Int, Int)` in a declaration.
        case typed(Pattern, TypeSyntax)
    }
}

/// An element of a tuple or enum-payload pattern: `label: pattern` or just a pattern.
public struct PatternElement: Hashable, Sendable {
    public var label: String?
    public var pattern: Pattern

    public init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}

extension Pattern {
    /// The names the pattern binds, in order of appearance.
    public var boundNames: [(name: String, location: SourceLocation)] {
        var names: [(String, SourceLocation)] = []
        func visit(_ pattern: Pattern) {
            switch pattern.kind {
            case .binding(let name, _): names.append((name, pattern.location))
            case .tuple(let elements): elements.forEach { visit($0.pattern) }
            case .enumCase(_, _, let payload): payload?.forEach { visit($0.pattern) }
            case .optionalSome(let inner), .cast(let inner, _), .typed(let inner, _): visit(inner)
            case .wildcard, .expression, .isType: break
            }
        }
        visit(self)
        return names
    }
}
