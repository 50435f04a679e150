/// An expression node: what it is, and where it starts in the source.
public struct Expression: Hashable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Hashable, Sendable {
        /// Digits as written (`1_000`, `0xFF`), so the checker can say a literal overflows.
        case integerLiteral(String)
        case floatLiteral(String)
        case stringLiteral([StringSegment])
        case booleanLiteral(Bool)
        case nilLiteral
        case arrayLiteral([Expression])
        /// `[:]` is a dictionary literal with no entries.
        case dictionaryLiteral([DictionaryEntry])
        /// A name as written, including its sigil: `person`, `$person`, `_person`, `$0`, `Int`.
        case identifier(String)
        /// `.designer` — a member of the contextual type.
        case implicitMember(String)
        /// `base.name`; `name` may be `self` (`Int.self`).
        case member(base: Expression, name: String, nameLocation: SourceLocation)
        /// `Binding<Int>` or `Array<Int>` in expression position, before `(`, `.` or `[`.
        case specialized(base: Expression, genericArguments: [TypeSyntax])
        /// `[Int]` or `[String: Int]` in expression position: `[Int](repeating: 0, count: 3)`.
        case typeExpression(TypeSyntax)
        /// The `?` of `a?.b`: unwraps `a` or ends the enclosing `optionalEvaluation` with nil.
        case bindOptional(Expression)
        /// The whole postfix chain that contains one or more `bindOptional`s.
        case optionalEvaluation(Expression)
        /// `a!`
        case forceUnwrap(Expression)
        /// `f(a, label: b) { trailing }`: a trailing closure is the last argument, with no label.
        case call(callee: Expression, arguments: [Argument])
        /// `a[i]`, `d["k", default: 0]`, `x[keyPath: kp]`, `$b[dynamicMember: kp]`
        case subscriptAccess(base: Expression, arguments: [Argument])
        /// `\Person.address.street` (root given) or `\.address.street`.
        case keyPath(root: TypeSyntax?, components: [KeyPathComponent])
        case closure(Closure)
        /// A binary operator application, precedence already resolved by the parser:
        /// `+ - * / % == != < <= > >= && || ?? ..< ...`.
        case binary(operator: String, lhs: Expression, rhs: Expression)
        /// `-x`, `!x`
        case prefix(operator: String, operand: Expression)
        /// `90...`: a range with only a lower bound (the only postfix operator in sessions).
        case postfix(operator: String, operand: Expression)
        case ternary(condition: Expression, then: Expression, else: Expression)
        /// `x as T`, `x as? T`, `x as! T`
        case cast(Expression, kind: CastKind, type: TypeSyntax)
        /// `x is T`
        case typeCheck(Expression, type: TypeSyntax)
        /// `(x)`: kept so the printer of diagnostics can quote the source faithfully.
        case parenthesized(Expression)
        /// `(1, "a")`, `(x: 1, y: 2)`; `()` is the empty tuple, Void's only value.
        case tuple([Argument])
        /// `_` as an assignment target: `_ = value`.
        case discard
        /// `&place`: an argument for an `inout` parameter.
        case inoutArgument(Expression)
        /// `try expression`, `try? expression`, `try! expression`: covers everything to its right.
        case tryExpression(TryKind, Expression)
    }

    public enum CastKind: String, Hashable, Sendable {
        case coerce = "as"
        case conditional = "as?"
        case forced = "as!"
    }
}

/// A piece of a string literal: literal text (escapes already decoded) or an interpolation.
public enum StringSegment: Hashable, Sendable {
    case text(String)
    case interpolation(Expression)
}

public struct DictionaryEntry: Hashable, Sendable {
    public var key: Expression
    public var value: Expression

    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

/// A call or subscript argument: `label: value` or just `value`.
public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: Expression
    /// Where the label (or the value when there is no label) starts.
    public var location: SourceLocation

    public init(label: String?, value: Expression, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}

/// One step of a key-path literal.
public enum KeyPathComponent: Hashable, Sendable {
    case property(String, location: SourceLocation)
    /// `?` in `\.nickname?.count`
    case optionalChain(location: SourceLocation)
    /// `!` in `\.nickname!`
    case forceUnwrap(location: SourceLocation)
    /// `[0]`, `["key"]`
    case subscriptAccess([Argument], location: SourceLocation)
}

/// `{ body }`, `{ x in body }`, `{ (x: Int) -> Int in body }`; `$0` parameters are found by the checker.
public struct Closure: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var type: TypeSyntax?
        public var location: SourceLocation

        public init(name: String, type: TypeSyntax?, location: SourceLocation) {
            self.name = name
            self.type = type
            self.location = location
        }
    }

    /// `[total]` or `[start = total]` in a capture list: a constant of the closure, its value
    /// taken when the closure is made. `value` is nil for the first form (the variable's value).
    public struct Capture: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation
        public var value: Expression?
        /// `[weak self]`: the closure holds an optional, as Swift's weak capture does.
        public var isWeak = false
        /// `[unowned self]`: the closure holds a plain reference that does not keep its
        /// object alive; using it once the object is gone traps.
        public var isUnowned = false

        public init(name: String, location: SourceLocation, value: Expression?, isWeak: Bool = false, isUnowned: Bool = false) {
            self.name = name
            self.location = location
            self.value = value
            self.isWeak = isWeak
            self.isUnowned = isUnowned
        }
    }

    /// nil when the closure has no `in` clause (it may then use `$0`, `$1`…).
    public var parameters: [Parameter]?
    public var resultType: TypeSyntax?
    public var body: [Statement]
    public var captures: [Capture]
    /// Set only on the closure a result builder's `if` or `switch` is rewritten into: what
    /// types its result, which the checker works out from its branches (see `BuilderBranches`).
    public var builderBranches: BuilderBranches?

    public init(parameters: [Parameter]?, resultType: TypeSyntax?, body: [Statement], captures: [Capture] = []) {
        self.parameters = parameters
        self.resultType = resultType
        self.body = body
        self.captures = captures
    }
}

/// The branches of a result builder's `if` or `switch`, for the checker to type the closure
/// they are rewritten into as Swift's solver types them together: each branch's block (an
/// expression of its type, never run), combined by the builder's `buildEither` into the
/// balanced tree the branches' returns build (`Either<Either<A, B>, C>`), made optional when
/// the last `else` is missing. One branch's return alone cannot say it: `buildEither(first:)`
/// of a generic builder leaves the other side's type open.
public struct BuilderBranches: Hashable, Sendable {
    public var builder: String
    public var blocks: [Expression]
    public var isOptional: Bool

    public init(builder: String, blocks: [Expression], isOptional: Bool) {
        self.builder = builder
        self.blocks = blocks
        self.isOptional = isOptional
    }
}
