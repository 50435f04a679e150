/// Parsing one top-level statement again from its text, for a session's history: it keeps
/// where each statement starts rather than its tree (a few words instead of hundreds of bytes
/// per entry, for sessions of 100k statements), and parses it again when replaying it or
/// showing it.
extension SessionParser {
    /// What parsing at a statement's start gives back.
    public struct Reparsed {
        /// The statements that start there: one, or those one declaration makes (`var a = 1,
        /// b = 2` is two statements at the same place; a nested type comes before its type).
        public let statements: [Statement]
        /// Where the next statement starts: the first token after these (and the `;` after
        /// them); nil at the end of the text.
        public let follower: SourceLocation?
    }

    /// The top-level statements that start at `location` in `bytes`, whose line `location.line`
    /// starts at byte `lineStart`; nil when the text there does not parse as a statement that
    /// starts there (the text is not the one the statement was parsed from).
    public static func reparse(
        at location: SourceLocation, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Reparsed? {
        let offset = lineStart + location.column - 1
        guard lineStart >= 0, offset >= lineStart, offset < bytes.count, bytes.count < Int32.max else { return nil }
        // As deep as the first parse allowed: on a large stack (where this thread has none).
        return LargeStack.run { reparseOnThisThread(at: location, offset: offset, lineStart: lineStart, in: bytes) }
    }

    private static func reparseOnThisThread(
        at location: SourceLocation, offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Reparsed? {
        var parser = Parser(source: bytes, from: offset, line: location.line, lineStart: lineStart)
        // The lexer starting here cannot know whether a newline came before the token: the
        // line's bytes before it tell (only blanks: the statement starts its line).
        var first = parser.tokens[0]
        first.isAtStartOfLine = bytes[lineStart..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        parser.tokens[0] = first
        var statements: [Statement] = []
        do throws(ParseStop) {
            try parser.checkCurrent()
            _ = try parser.parseStatement(into: &statements)
            while parser.current.kind == .semicolon { try parser.advance() }
        } catch {
            return nil
        }
        guard statements.contains(where: { $0.location == location }) else { return nil }
        let follower = parser.isAtEnd ? nil : parser.current.location
        return Reparsed(statements: statements, follower: follower)
    }
}
