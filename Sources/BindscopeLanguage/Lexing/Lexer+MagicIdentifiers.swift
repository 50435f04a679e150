/// `#function`, `#line`, `#column`, `#file`, `#fileID`, `#filePath`: literals whose value is
/// where they are written. The lexer gives each as an identifier token spelled with its `#`
/// (no name of a session can be), and the parser makes a literal of it (`Parser+MagicLiterals`).
/// `#available` and `#unavailable` are lexed alike: a condition's parser reads their platforms.
extension Lexer {
    static let magicIdentifiers: Set<String> = [
        "function", "line", "column", "file", "fileID", "filePath", "available", "unavailable",
    ]

    /// The length of the magic identifier whose `#` is at `position`, `#` included; nil when
    /// none is there.
    func magicIdentifierLength() -> Int? {
        var end = position + 1
        while Lexer.continuesIdentifier(byte(at: end)) { end += 1 }
        guard end > position + 1 else { return nil }
        let word = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        return Lexer.magicIdentifiers.contains(word) ? end - position : nil
    }
}
