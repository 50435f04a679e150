@testable import BindscopeLanguage

/// The statements of `source` as S-expressions, one per line; "incomplete"; or the first error
/// as "line:column: message".
func parsed(_ source: String) -> String {
    switch SessionParser.parse(source) {
    case .complete(let statements):
        statements.map(\.debugDescription).joined(separator: "\n")
    case .incomplete:
        "incomplete"
    case .failure(let diagnostics):
        diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
    }
}

/// The first diagnostic of a source that must fail to parse.
func firstError(_ source: String) -> Diagnostic? {
    if case .failure(let diagnostics) = SessionParser.parse(source) { return diagnostics.first }
    return nil
}

/// The tokens of `source`, each as `kind:text`, with `_` marking the whitespace binding of
/// operators (`+` binary, `-x` prefix…) where it matters.
func tokens(_ source: String) -> [String] {
    var source = source
    return source.withUTF8 { bytes in
        let lexed = Lexer.lex(bytes)
        return lexed.tokens.dropLast().map { token in
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
            switch token.kind {
            case .identifier: return "id:\(text)"
            case .keyword(let keyword): return "kw:\(keyword.rawValue)"
            case .integerLiteral: return "int:\(text)"
            case .floatLiteral: return "float:\(text)"
            case .stringLiteral: return "string:\(text)"
            case .operator, .unknownOperator:
                let fixity = token.isBinaryOperatorSpacing ? "binary" : token.isPrefixOperatorSpacing ? "prefix" : "postfix"
                let known = token.kind == .unknownOperator ? "unknown-op" : "op"
                return "\(known):\(text):\(fixity)"
            case .invalid(let index):
                if case .error(let diagnostic) = lexed.problems[Int(index)] {
                    return "invalid:\(diagnostic.location): \(diagnostic.message)"
                }
                return "incomplete"
            case .endOfFile: return "eof"
            default: return text
            }
        }
    }
}

/// The decoded segments of the first string literal of `source`: text quoted, interpolations
/// as their token count.
func stringSegments(_ source: String) -> [String] {
    var source = source
    return source.withUTF8 { bytes in
        let lexed = Lexer.lex(bytes)
        let index = lexed.tokens.lazy.compactMap { token -> Int32? in
            if case .stringLiteral(let index) = token.kind { return index }
            return nil
        }.first
        guard let index else { return [] }
        return lexed.strings[Int(index)].segments.map { segment in
            switch segment {
            case .text(let text): "\"\(text)\""
            case .interpolation(let tokens): "\\(\(tokens.count - 1) tokens)"
            }
        }
    }
}
