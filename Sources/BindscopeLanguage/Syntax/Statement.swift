/// A statement node: what it is, and where it starts in the source.
public struct Statement: Hashable, Sendable {
    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Hashable, Sendable {
        case variable(VariableDeclaration)
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        case extensionDeclaration(ExtensionDeclaration)
        case expression(Expression)
        /// `target = value`, `target += value`…; `operator` is `=`, `+=`, `-=`, `*=`, `/=` or `%=`.
        case assignment(target: Expression, operator: String, value: Expression)
        case ifStatement(IfStatement)
        case forIn(ForInStatement)
        /// `return` or `return value`, inside closures and computed properties.
        case returnStatement(Expression?)
        /// `:name argument`: a bindscope command (not Swift), top level only.
        case command(Command)
        /// Consecutive `func` declarations, one statement so they may call each other (as
        /// Swift's local functions can).
        case functions([FunctionDeclaration])
    }
}

/// A bindscope command: `:watch total = a + b`, `:deps street`, `:set verbose off`.
///
/// Commands are how the REPL and scripts talk to bindscope itself; each sits on its own line at
/// the top level of a session, so Swift's own syntax never has to make room for them.
public struct Command: Hashable, Sendable {
    /// `watch`, `deps`… (without the `:`).
    public var name: String
    public var nameLocation: SourceLocation
    public var argument: CommandArgument

    public init(name: String, nameLocation: SourceLocation, argument: CommandArgument) {
        self.name = name
        self.nameLocation = nameLocation
        self.argument = argument
    }
}

public enum CommandArgument: Hashable, Sendable {
    /// The rest of the line after the name, with surrounding spaces and any trailing `//` comment
    /// removed; "" when there is none. `location` is where that text starts (or the end of the
    /// name when empty).
    case text(String, location: SourceLocation)
    /// `:watch NAME = EXPRESSION`: the one command whose argument is Swift.
    case watch(name: String, nameLocation: SourceLocation, value: Expression)
}

/// `@State private var name: Type = value`, `let name = value`, `@Binding var name: Type`.
public struct VariableDeclaration: Hashable, Sendable {
    /// Property-wrapper attributes as written, without `@`: `State`, `Binding`.
    public var attributes: [Attribute]
    /// Access modifiers such as `private`; accepted and ignored, as in a function body.
    public var modifiers: [String]
    public var isConstant: Bool
    public var name: String
    public var nameLocation: SourceLocation
    public var type: TypeSyntax?
    public var initializer: Expression?
    /// `static var`/`static let`: a member of the type itself (members only; the parser rejects
    /// `static` elsewhere with Swift's error).
    public var isStatic: Bool

    public init(
        attributes: [Attribute], modifiers: [String], isConstant: Bool, name: String,
        nameLocation: SourceLocation, type: TypeSyntax?, initializer: Expression?,
        isStatic: Bool = false
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.isConstant = isConstant
        self.name = name
        self.nameLocation = nameLocation
        self.type = type
        self.initializer = initializer
        self.isStatic = isStatic
    }
}

public struct Attribute: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// `if a, let b = c, var d { … } else if … { … } else { … }`
public struct IfStatement: Hashable, Sendable {
    public var conditions: [Condition]
    public var thenBody: [Statement]
    /// `else { … }`; an `else if` is a single nested `if` statement here.
    public var elseBody: [Statement]?

    public init(conditions: [Condition], thenBody: [Statement], elseBody: [Statement]?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBody = elseBody
    }
}

public enum Condition: Hashable, Sendable {
    case expression(Expression)
    /// `let name = value`, `var name = value`, or the shorthand `let name` (value nil).
    case optionalBinding(isConstant: Bool, name: String, location: SourceLocation, value: Expression?)
}

/// `for name in sequence where condition { … }`; `name` may be `_`.
public struct ForInStatement: Hashable, Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    public var sequence: Expression
    public var whereClause: Expression?
    public var body: [Statement]

    public init(
        name: String, nameLocation: SourceLocation, sequence: Expression, whereClause: Expression?,
        body: [Statement]
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}
