/// Errors that name what a session does not support yet, where the grammar would otherwise
/// fail with a misleading message ("expected declaration", "consecutive statements"), and
/// access modifiers on top-level type declarations, which Swift allows at file scope.
extension Parser {
    /// The construct a declaration names after its attributes and modifiers, when it is a
    /// type declaration sessions do not support: `@propertyWrapper struct`, `@dynamicMemberLookup
    /// struct`, a class or protocol with attributes, a type nested in a type. Nil for anything else.
    func unsupportedTypeDeclaration(after attributes: [Attribute], in context: DeclarationContext) -> ParseStop? {
        let typeKeywords: [Keyword] = [.struct, .enum, .extension, .class, .protocol]
        // `@Observable final class`: the keyword after any contextual modifiers.
        var offset = 0
        while ["final", "open"].contains(text(of: peek(offset))), peek(offset).kind == .identifier { offset += 1 }
        let keywordToken = peek(offset)
        let isActor = isIdentifier("actor", keywordToken) && peek(offset + 1).kind == .identifier
        guard case .keyword(let keyword) = keywordToken.kind, typeKeywords.contains(keyword) || isActor else {
            return isActor ? unsupported("actors are") : nil
        }
        let names = attributes.map(\.name)
        if names.contains("propertyWrapper") {
            return unsupported("property wrapper types nested in another type are", at: attributes[names.firstIndex(of: "propertyWrapper")!].location)
        }
        if names.contains("dynamicMemberLookup") {
            return unsupported("'@dynamicMemberLookup' types nested in another type are", at: attributes[names.firstIndex(of: "dynamicMemberLookup")!].location)
        }
        if keyword == .protocol { return unsupported("protocols are") }
        if context == .member { return unsupported("nested types are") }
        if let attribute = attributes.first {
            return unsupported("attributes on type declarations ('@\(attribute.name)') are", at: attribute.location)
        }
        return nil
    }

    /// A declaration that starts with a contextual modifier (an identifier to the lexer):
    /// `final class`, `actor`, `lazy var`, `weak var`,
    /// `override func`… Nil when the current token starts no such declaration.
    func unsupportedModifiedDeclaration() -> ParseStop? {
        guard current.kind == .identifier else { return nil }
        let next = peek()
        guard !next.isAtStartOfLine else { return nil }
        switch next.kind {
        case .keyword, .identifier: break
        default: return nil
        }
        if isIdentifier("actor"), next.kind == .identifier { return unsupported("actors are") }
        // The modifier may come after others: `private final class`, `public mutating func`.
        var offset = 0
        while case .identifier = peek(offset).kind, Parser.contextualModifiers.contains(text(of: peek(offset))) {
            offset += 1
        }
        guard offset > 0 else { return nil }
        let declaration = peek(offset)
        let modifiers = (0..<offset).map { text(of: peek($0)) }
        switch declaration.kind {
        case .keyword(.protocol): return unsupported("protocols are")
        case .keyword(.enum), .keyword(.struct): return unsupported("nested types are")
        case .identifier where text(of: declaration) == "actor": return unsupported("actors are")
        case .keyword(.func), .keyword(.var), .keyword(.let), .keyword(.`init`), .keyword(.subscript),
            .keyword(.static), .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
            break
        default:
            return nil
        }
        for modifier in modifiers {
            switch modifier {
            case "lazy": return unsupported("'lazy' properties are")
            case "weak", "unowned": return unsupported("'weak' and 'unowned' variables (outside a class's properties) are")
            case "dynamic":
                return unsupported("'dynamic' members are")
            case "nonisolated": return unsupported("'nonisolated' declarations are")
            default: continue
            }
        }
        return nil
    }

    /// `async let x = …`, `let x = await f()`: the statement seems to end after `async` or
    /// `await` (identifiers to the lexer), so the next token would be "consecutive statements".
    func unsupportedConcurrency() -> ParseStop? {
        guard isIdentifier("await", previous) || isIdentifier("async", previous) else { return nil }
        return unsupported("concurrency ('async' and 'await') is", at: previous.location)
    }

    private static let contextualModifiers: Set<String> = [
        "final", "indirect", "lazy", "weak", "unowned", "override",
        "convenience", "required", "open", "dynamic", "nonisolated",
    ]

    /// Whether access modifiers (`private struct`, `fileprivate enum`) start a type declaration.
    var startsModifiedTypeDeclaration: Bool {
        var offset = 0
        while true {
            switch peek(offset).kind {
            case .keyword(.private), .keyword(.fileprivate), .keyword(.public), .keyword(.internal):
                offset += 1
            case .identifier where ["final", "open"].contains(text(of: peek(offset))):
                // `final class`: a contextual modifier, an identifier to the lexer.
                guard isKeyword(.class, peek(offset + 1)) || peek(offset + 1).kind != .identifier else { return false }
                offset += 1
            case .keyword(.struct), .keyword(.enum), .keyword(.extension), .keyword(.class), .keyword(.protocol):
                return offset > 0
            default:
                return false
            }
        }
    }

    /// `private struct S { … }` at the top level: the modifiers are accepted and, as in a
    /// single-file program, change nothing a session can observe.
    mutating func parseModifiedTypeDeclaration() throws(ParseStop) -> (Statement, Int) {
        var isFinal = false
        while ![.keyword(.struct), .keyword(.enum), .keyword(.extension), .keyword(.class), .keyword(.protocol)].contains(current.kind) {
            if isIdentifier("final") { isFinal = true }
            try advance()
        }
        switch current.kind {
        case .keyword(.protocol): return try parseProtocol()
        case .keyword(.struct), .keyword(.class): return try parseStruct(isFinal: isFinal)
        case .keyword(.enum): return try parseEnum()
        default: return try parseExtension()
        }
    }
}
