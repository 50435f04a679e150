/// `try`, `try?`, `try!` before an expression.
public enum TryKind: String, Hashable, Sendable {
    case plain = "try"
    case optional = "try?"
    case forced = "try!"
}

/// `do { body } catch pattern where condition { handler } … catch { handler }`
public struct DoCatchStatement: Hashable, Sendable {
    public var body: [Statement]
    public var clauses: [CatchClause]

    public init(body: [Statement], clauses: [CatchClause]) {
        self.body = body
        self.clauses = clauses
    }
}

public struct CatchClause: Hashable, Sendable {
    /// nil for a bare `catch`, which binds `error`.
    public var pattern: CatchPattern?
    public var whereClause: Expression?
    public var body: [Statement]
    public var location: SourceLocation

    public init(pattern: CatchPattern?, whereClause: Expression?, body: [Statement], location: SourceLocation) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.body = body
        self.location = location
    }
}

/// What a `catch` clause matches.
public enum CatchPattern: Hashable, Sendable {
    /// `MyError.notFound` or `.notFound`: one case of an error enum (`type` nil for `.notFound`).
    case enumCase(type: String?, name: String, location: SourceLocation)
    /// `let name`, or `let name as Type`.
    case binding(name: String, type: TypeSyntax?, location: SourceLocation)
    /// `is Type`
    case typeCheck(TypeSyntax)
    /// `MyError.failed(let code)`: a case with its payload, matched by the `switch` patterns.
    case payloadCase(type: String, Pattern)
}

extension CatchPattern: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .enumCase(let type, let name, _): "\(type ?? "").\(name)"
        case .binding(let name, let type, _): "let \(name)" + (type.map { " as \($0.debugDescription)" } ?? "")
        case .typeCheck(let type): "is \(type.debugDescription)"
        case .payloadCase(let type, _): "\(type).case(…)"
        }
    }
}

extension DoCatchStatement: CustomDebugStringConvertible {
    public var debugDescription: String {
        var parts = ["(do" + body.map { " " + $0.debugDescription }.joined() + ")"]
        for clause in clauses {
            var text = "(catch"
            if let pattern = clause.pattern { text += " " + pattern.debugDescription }
            if let condition = clause.whereClause { text += " (where \(condition.debugDescription))" }
            text += clause.body.map { " " + $0.debugDescription }.joined() + ")"
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }
}
