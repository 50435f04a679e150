/// A long text is parsed in two halves at once, one per core: the second half from a line
/// near the middle, while the first is parsed up to it (issue 14: 100k declarations parse in
/// about two thirds of the time, a thread's start and the halves' imbalance included).
///
/// The verdict and the statements are those of one parse from the start. The second half's
/// parse is only used if the first half's parse, which is the ordinary one, finds a top-level
/// statement starting exactly where the second half started: the parser there is then as a
/// parse from that line's start would be (nothing enclosing, no token half read). Otherwise
/// (the middle line is inside a declaration's braces, a multi-line string or comment, or goes
/// on the line before's expression) the first half's parse simply goes on to the end.
///
/// What a parse carries from one top-level statement to the next is its table of shapes
/// (lines alike are copies of the first one's tree, which the second half makes afresh) and
/// an error kept for after the parse (`Parser.deferredError`, the first one found).
extension SessionParser {
    /// Texts shorter than this are parsed in one go: a thread costs more than half of them.
    static let halvesMinimumSize = 64 << 10

    /// Where the second half starts: after the newline nearest past the middle that is
    /// followed by a name or keyword (a line starting a statement, most likely), with the
    /// number of that line; nil if none is near.
    static func middleLine(of bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int)? {
        let middle = bytes.count / 2
        let end = min(bytes.count - 1, middle + halvesMinimumSize / 4)
        var offset = middle
        while offset < end {
            if bytes[offset] == UInt8(ascii: "\n"), isLetter(bytes[offset + 1]) { break }
            offset += 1
        }
        guard offset < end, offset > 0 else { return nil }
        return (offset + 1, newlines(in: UnsafeBufferPointer(rebasing: bytes[...offset])) + 1)
    }

    /// How many newlines `bytes` holds, counted eight bytes at a time (a byte at a time, the
    /// count cost half as much as the second half's thread saved on 100k short lines).
    static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        let newlineBytes: UInt64 = 0x0A0A_0A0A_0A0A_0A0A, lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0
        var offset = 0
        while offset + 8 <= raw.count {
            // A zero byte of `word` is a newline of the text; its high bit ends up set in
            // `zeros`, and only its (no carry crosses bytes: each byte's sum stays below 0x100).
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlineBytes
            let zeros = ~(((word & lowBits) &+ lowBits) | word | lowBits)
            count &+= zeros.nonzeroBitCount
            offset += 8
        }
        for byte in raw[offset...] where byte == UInt8(ascii: "\n") { count &+= 1 }
        return count
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// What the second half's parse gave: its statements and the error it kept for later, or
    /// where it stopped. Written by its thread, read once that thread is joined.
    private final class SecondHalf {
        /// Its statements, kept apart from the rest of the outcome so that they can be moved
        /// out of this object (`appendMoving`) rather than copied.
        var statements: [Statement] = []
        var outcome: Result<Diagnostic?, ParseStop>?
    }

    /// Room for the statements of a part of a text: one per line, which most long texts are
    /// (a line may hold more, and the array then grows), but no more than one per 16 bytes,
    /// so that a text of short or empty lines does not reserve many times its size.
    static func expectedStatementCount(lines: Int, bytes: Int) -> Int {
        min(lines, bytes / 16)
    }

    /// Parses `bytes` as `parseOnThisThread` does, the part from `split` (the start of line
    /// `line`) on a thread of its own.
    static func parseInHalves(
        _ bytes: UnsafeBufferPointer<UInt8>, splitAt split: (offset: Int, line: Int), copyingAlike: Bool
    ) -> ParseResult {
        let second = SecondHalf()
        // The second half's lines, counted once: both halves make room by them.
        let rest = UnsafeBufferPointer(rebasing: bytes[split.offset...])
        let restLines = newlines(in: rest) + 1
        let thread = LargeStack.spawn {
            var parser = Parser(source: bytes, fromLineStart: split.offset, line: split.line)
            if copyingAlike { parser.copyLinesAlike() }
            let expected = expectedStatementCount(lines: restLines, bytes: rest.count)
            do throws(ParseStop) {
                second.statements = try parser.parseTopLevelStatements(expectedCount: expected)
                second.outcome = .success(parser.deferredError)
            } catch {
                second.outcome = .failure(error)
            }
        }
        guard let thread else { return parseOnThisThread(bytes, copyingAlike: copyingAlike) }
        defer { thread.join() }
        var parser = Parser(source: bytes)
        if copyingAlike { parser.copyLinesAlike() }
        parser.topLevelStop = split.offset
        do throws(ParseStop) {
            // Room for the whole text's: the second half's are moved in at the end.
            var statements = try parser.parseTopLevelStatements(
                expectedCount: expectedStatementCount(lines: split.line - 1 + restLines, bytes: bytes.count))
            guard parser.reachedTopLevelStop else {
                // The middle line is inside a statement: this parse went on to the end.
                if let deferred = parser.deferredError { return .failure([deferred]) }
                return .complete(statements)
            }
            thread.join()
            switch second.outcome {
            case .success(let deferredInRest):
                // The first error kept for later is the first half's, if it kept one.
                if let deferred = parser.deferredError ?? deferredInRest { return .failure([deferred]) }
                statements.appendMoving(&second.statements)
                return .complete(statements)
            case .failure(.incomplete):
                return .incomplete
            case .failure(.error(let failure)):
                return .failure([failure.diagnostic])
            case nil:
                preconditionFailure("the second half's thread did not run")
            }
        } catch {
            switch error {
            case .incomplete: return .incomplete
            case .error(let failure): return .failure([failure.diagnostic])
            }
        }
    }
}
