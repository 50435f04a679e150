/// Declaration attributes that change nothing a session can see: how the optimizer inlines
/// (`@inline(never)`, `@inline(__always)`, `@inlinable`, `@_optimize(none)`,
/// `@_transparent`), what a module exports to others (`@usableFromInline`, `@frozen`,
/// `@_alwaysEmitIntoClient`), `@discardableResult`, which only silences a warning (a
/// session reports no unused results, so it silences nothing here either), and the
/// concurrency annotations a session's single thread makes moot (`@MainActor final class
/// ViewModel`, `@Sendable` closures, `@preconcurrency`), which Swift 5 mode checks at most
/// with warnings.
///
/// They are skipped as trivia, wherever they are written: every declaration the parser
/// knows (functions, methods, initializers, subscripts, properties, types) then accepts them
/// with no rule of its own, and a declaration behaves exactly as without them.
extension Lexer {
    private static let inertAttributeNames: Set<[UInt8]> = Set(
        ["inline", "inlinable", "usableFromInline", "frozen", "_optimize", "discardableResult",
         "_transparent", "_alwaysEmitIntoClient", "MainActor", "Sendable", "preconcurrency"].map { Array($0.utf8) })

    /// Past `@name` or `@name(argument)` at `position` when `name` is an inert attribute;
    /// false (nothing consumed) for any other `@`.
    mutating func skipInertAttribute() -> Bool {
        guard byte(at: position) == UInt8(ascii: "@") else { return false }
        var end = position + 1
        while Lexer.isIdentifierByte(byte(at: end)) { end += 1 }
        guard end > position + 1,
            Lexer.inertAttributeNames.contains(Array(bytes[(position + 1)..<end]))
        else { return false }
        if byte(at: end) == UInt8(ascii: "(") {
            // `(never)`, `(__always)`, `(none)`: one word, on the same line.
            var close = end + 1
            while Lexer.isIdentifierByte(byte(at: close)) { close += 1 }
            guard byte(at: close) == UInt8(ascii: ")") else { return false }
            end = close + 1
        }
        position = end
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
