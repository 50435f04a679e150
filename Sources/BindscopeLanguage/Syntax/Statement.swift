/// A statement node: what it is, and where it starts in the source.
public struct Statement: Hashable, Sendable {
    public var kind: Kind
    public var location: SourceLocation
    /// A top-level statement's shape, which later statements alike share (see
    /// `StatementShape`); nil for the others. Not a part of the statement's identity.
    public var shape: StatementShape?

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public static func == (lhs: Statement, rhs: Statement) -> Bool {
        lhs.kind == rhs.kind && lhs.location == rhs.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location)
    }

    public indirect enum Kind: Hashable, Sendable {
        case variable(VariableDeclaration)
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        case protocolDeclaration(ProtocolDeclaration)
        case extensionDeclaration(ExtensionDeclaration)
        case expression(Expression)
        /// `target = value`, `target += value`…; `operator` is `=`, `+=`, `-=`, `*=`, `/=` or `%=`,
        /// written at `operatorLocation` (where swiftc reports a compound assignment's errors).
        case assignment(target: Expression, operator: String, value: Expression, operatorLocation: SourceLocation)
        case ifStatement(IfStatement)
        case forIn(ForInStatement)
        /// `return` or `return value`, inside closures and computed properties.
        case returnStatement(Expression?)
        /// `let (a, b) = pair`, `var (x, _): (Int, Int) = …`: a declaration through a pattern.
        case patternDeclaration(isConstant: Bool, pattern: Pattern, initializer: Expression)
        /// `while conditions { … }`
        case whileLoop(conditions: [Condition], body: [Statement])
        /// `repeat { … } while condition`
        case repeatWhile(body: [Statement], condition: Expression)
        /// `guard conditions else { … }`: the names the conditions bind stay in scope after it.
        /// `closingBrace` is where the else block ends (where swiftc says it falls through).
        case guardStatement(conditions: [Condition], elseBody: [Statement], closingBrace: SourceLocation)
        case switchStatement(SwitchStatement)
        /// `break` or `break label`
        case breakStatement(label: String?)
        /// `continue` or `continue label`
        case continueStatement(label: String?)
        case fallthroughStatement
        /// `defer { … }`: runs when the enclosing block is left, however it is left.
        case deferStatement(body: [Statement])
        /// `label: for …`, `label: while …`, `label: switch …`: a statement `break`/`continue` can name.
        case labeled(label: String, statement: Statement)
        /// `:name argument`: a bindscope command (not Swift), top level only.
        case command(Command)
        /// Consecutive `func` declarations, one statement so they may call each other (as
        /// Swift's local functions can).
        case functions([FunctionDeclaration])
        /// `throw error`
        case throwStatement(Expression)
        /// `do { … } catch … { … }`; a `do` without `catch` is a plain scope.
        case doCatch(DoCatchStatement)
        /// `import Foundation`, `@testable import SampleModel`: top level only.
        case importDeclaration(ImportDeclaration)
        /// `typealias Minutes = Int`; `name` is `Outer.Name` for one declared inside a type.
        /// `typealias Matrix<T> = [[T]]`: `parameters` are its generic parameters.
        case typeAlias(name: String, nameLocation: SourceLocation, parameters: [GenericParameter], type: TypeSyntax)
    }
}

extension Statement {
    /// A statement that holds no object (a case without a payload): what is left where a
    /// statement was moved out of an array (`take(at:)`, `appendMoving`), so that the array
    /// stays whole and freeing it releases nothing.
    public static var vacated: Statement { Statement(.fallthroughStatement, at: SourceLocation(line: 0, column: 0)) }
}

extension Array where Element == Statement {
    /// Moves the statement at `index` out, leaving `Statement.vacated` in its place: a copy
    /// would retain its tree and shape, and the array release them again later.
    public mutating func take(at index: Int) -> Statement {
        var taken = Statement.vacated
        swap(&taken, &self[index])
        return taken
    }

    /// Moves every statement of `other` to the end of this array, leaving `other` empty.
    /// Copying them would retain each one's tree and shape, and `other`'s end release them
    /// again: atomic operations on objects another thread made (the second half of a text
    /// parsed in halves), which cost a fifth of the time of parsing 100k lines (issue 14).
    mutating func appendMoving(_ other: inout [Statement]) {
        reserveCapacity(count + other.count)
        other.withUnsafeMutableBufferPointer { source in
            for index in source.indices {
                append(source.moveElement(from: index))
                source.initializeElement(at: index, to: .vacated)
            }
        }
        other = []
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

    /// The command the name names; nil for an unknown one (reported with a suggestion).
    public var kind: CommandKind? { CommandKind(named: name) }
}

public enum CommandArgument: Hashable, Sendable {
    /// The rest of the line after the name, with surrounding spaces and any trailing `//` comment
    /// removed; "" when there is none. `location` is where that text starts (or the end of the
    /// name when empty).
    case text(String, location: SourceLocation)
    /// `:watch NAME = EXPRESSION`: a command whose argument is Swift.
    case watch(name: String, nameLocation: SourceLocation, value: Expression)
    /// `:explain EXPRESSION` (or a name): the other one.
    case expression(Expression)
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
    /// Property observers: `willSet { … }`, `didSet { … }`.
    public var willSet: Accessor?
    public var didSet: Accessor?

    public init(
        attributes: [Attribute], modifiers: [String], isConstant: Bool, name: String,
        nameLocation: SourceLocation, type: TypeSyntax?, initializer: Expression?,
        isStatic: Bool = false, willSet: Accessor? = nil, didSet: Accessor? = nil
    ) {
        self.willSet = willSet
        self.didSet = didSet
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
    /// `@XBinding(getValue: { … }, setValue: { … })`: a property wrapper's initializer
    /// arguments; nil when none are written.
    public var arguments: [Argument]?

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The `@` (written right before the name): where swiftc reports a wrapper on a `let`.
    public var atSignLocation: SourceLocation {
        SourceLocation(line: location.line, column: max(1, location.column - 1))
    }
}

/// `if a, let b = c, var d { … } else if … { … } else { … }`
public struct IfStatement: Hashable, Sendable {
    public var conditions: [Condition]
    public var thenBody: [Statement]
    /// `else { … }`; an `else if` is a single nested `if` statement here.
    public var elseBody: [Statement]?
    /// `else if …` (its `elseBody` the one `if`), not `else { if … }`: a result builder makes
    /// the first one more branches of one chain, the second a block of its own.
    public var elseIsIf = false

    public init(conditions: [Condition], thenBody: [Statement], elseBody: [Statement]?) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBody = elseBody
    }
}

public enum Condition: Hashable, Sendable {
    case expression(Expression)
    /// `case pattern = value`
    case patternMatch(Pattern, value: Expression)
    /// `let name = value`, `var name = value`, or the shorthand `let name` (value nil).
    case optionalBinding(isConstant: Bool, name: String, location: SourceLocation, value: Expression?)
}

/// `for name in sequence where condition { … }`; `name` may be `_`. A loop over a pattern
/// (`for (i, x) in …`, `for case let x? in …`) has `pattern` set and `name` `_`.
public struct ForInStatement: Hashable, Sendable {
    public var name: String
    public var nameLocation: SourceLocation
    /// The loop's pattern when it is more than a name; `isCaseMatch` for `for case`, which
    /// skips the elements that do not match instead of requiring the pattern to always match.
    public var pattern: Pattern?
    public var isCaseMatch = false
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

/// `switch subject { case patterns: … default: … }`
public struct SwitchStatement: Hashable, Sendable {
    public var subject: Expression
    public var cases: [SwitchCase]

    public init(subject: Expression, cases: [SwitchCase]) {
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1, p2 where condition: body` or `default: body`.
public struct SwitchCase: Hashable, Sendable {
    /// A pattern of a case label and its own `where` clause.
    public struct Item: Hashable, Sendable {
        public var pattern: Pattern
        public var guardExpression: Expression?

        public init(pattern: Pattern, guardExpression: Expression?) {
            self.pattern = pattern
            self.guardExpression = guardExpression
        }
    }

    /// Empty for `default`.
    public var items: [Item]
    public var body: [Statement]
    public var location: SourceLocation

    public var isDefault: Bool { items.isEmpty }

    public init(items: [Item], body: [Statement], location: SourceLocation) {
        self.items = items
        self.body = body
        self.location = location
    }
}

/// `import SwiftUI`, `@testable import SampleModel`.
public struct ImportDeclaration: Hashable, Sendable {
    /// The module's name: the first component of the path (`Foundation` in `import Foundation.NSString`).
    public var module: String
    public var moduleLocation: SourceLocation
    public var isTestable: Bool

    public init(module: String, moduleLocation: SourceLocation, isTestable: Bool) {
        self.module = module
        self.moduleLocation = moduleLocation
        self.isTestable = isTestable
    }
}
