/// `"""` strings: the content lines between the delimiters, less the closing line's indentation.
extension Lexer {
    /// A stretch of raw content: text still to be decoded, or a lexed interpolation.
    private enum RawPiece {
        case text(start: Int, line: Int, lineStart: Int)
        case interpolation([Token], SourceLocation)
    }

    /// multiline-string-literal → `"""` newline content-line* indentation `"""`
    ///
    /// First finds the closing delimiter (whose indentation every line must start with), then
    /// decodes the text. A missing closing delimiter is incomplete input, not an error.
    mutating func lexMultilineStringLiteral(hashes: Int = 0) -> TokenKind {
        position += 3
        var firstError: Diagnostic?
        while byte(at: position) == UInt8(ascii: " ") || byte(at: position) == UInt8(ascii: "\t") {
            position += 1
        }
        if position < bytes.count {
            if isNewline(bytes[position]) {
                consumeNewline()
            } else {
                firstError = Diagnostic(
                    "multi-line string literal content must begin on a new line", at: location)
            }
        }
        var pieces: [RawPiece] = [.text(start: position, line: line, lineStart: lineStart)]
        var ends: [Int] = []
        var lineIsBlank = true
        var currentLineStart = position
        var newlineLength = 0
        while true {
            guard position < bytes.count else {
                endedInsideStringOrComment = true
                if let firstError { return invalid(firstError) }
                return .invalid(record(.incomplete))
            }
            let current = bytes[position]
            if isNewline(current) {
                let before = position
                consumeNewline()
                newlineLength = position - before
                lineIsBlank = true
                currentLineStart = position
            } else if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
                position += 1
            } else if current == UInt8(ascii: "\""), byte(at: position + 1) == UInt8(ascii: "\""),
                byte(at: position + 2) == UInt8(ascii: "\""), hasHashes(hashes, at: position + 3)
            {
                if !lineIsBlank {
                    firstError = firstError ?? Diagnostic(
                        "multi-line string literal closing delimiter must begin on a new line",
                        at: location)
                }
                break
            } else if current == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                lineIsBlank = false
                if byte(at: position + 1 + hashes) == UInt8(ascii: "(") {
                    ends.append(position)
                    position += hashes
                    let at = location
                    guard let tokens = lexInterpolation(isMultiline: true) else {
                        return .invalid(lastProblem)
                    }
                    pieces.append(.interpolation(tokens, at))
                    pieces.append(.text(start: position, line: line, lineStart: lineStart))
                    continue
                }
                let escape = readEscape(at: position + hashes, isMultiline: true)
                position = escape.end
                if case .failure(let diagnostic) = escape.value { firstError = firstError ?? diagnostic }
            } else {
                lineIsBlank = false
                if let problem = checkCharacter().problem { firstError = firstError ?? problem }
            }
        }
        // The newline before the closing line belongs to the delimiter, not to the text.
        let contentEnd = max(currentLineStart - newlineLength, 0)
        ends.append(contentEnd)
        let indentation = currentLineStart..<position
        position += 3 + hashes
        if let firstError { return invalid(firstError) }
        return decode(pieces, ends: ends, indentation: indentation, hashes: hashes)
    }

    /// Decodes escapes and removes the closing delimiter's indentation from every line.
    private mutating func decode(_ pieces: [RawPiece], ends: [Int], indentation: Range<Int>, hashes: Int) -> TokenKind {
        var builder = SegmentBuilder()
        var atLineStart = true
        var endIndex = 0
        for piece in pieces {
            switch piece {
            case .interpolation(let tokens, let at):
                if atLineStart && !indentation.isEmpty {
                    return invalid(Diagnostic(
                        "insufficient indentation of line in multi-line string literal", at: at))
                }
                builder.flush()
                builder.segments.append(.interpolation(tokens))
                atLineStart = false
            case .text(let start, var currentLine, var currentLineStart):
                let end = ends[endIndex]
                endIndex += 1
                var offset = start
                while offset < end {
                    if atLineStart {
                        atLineStart = false
                        let matched = matchIndentation(at: offset, end: end, indentation: indentation)
                        if matched < indentation.count {
                            if let newline = blankLineEnd(from: offset, end: end) {
                                offset = newline
                                continue
                            }
                            let column = offset + matched - currentLineStart + 1
                            return invalid(Diagnostic(
                                "insufficient indentation of line in multi-line string literal",
                                at: SourceLocation(line: currentLine, column: column)))
                        }
                        offset += matched
                        continue
                    }
                    let current = bytes[offset]
                    if isNewline(current) {
                        builder.append(byte: UInt8(ascii: "\n"))
                        offset += current == UInt8(ascii: "\r") && byte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
                        atLineStart = true
                        currentLine += 1
                        currentLineStart = offset
                    } else if current == UInt8(ascii: "\\"), hasHashes(hashes, at: offset + 1) {
                        let escape = readEscape(at: offset + hashes, isMultiline: true)
                        offset = escape.end
                        if case .scalar(let value) = escape.value {
                            builder.append(scalar: value)
                        } else {
                            // A line continuation: the newline is dropped, the next line's
                            // indentation is still removed.
                            offset += bytes[offset] == UInt8(ascii: "\r") && byte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
                            atLineStart = true
                            currentLine += 1
                            currentLineStart = offset
                        }
                    } else {
                        builder.append(byte: current)
                        offset += 1
                    }
                }
            }
        }
        builder.flush()
        strings.append(StringLiteralContents(segments: builder.segments))
        return .stringLiteral(Int32(truncatingIfNeeded: strings.count - 1))
    }

    /// How many bytes at `offset` match the indentation.
    private func matchIndentation(at offset: Int, end: Int, indentation: Range<Int>) -> Int {
        var matched = 0
        while matched < indentation.count, offset + matched < end,
            bytes[offset + matched] == bytes[indentation.lowerBound + matched]
        {
            matched += 1
        }
        return matched
    }

    /// Where a line holding only spaces and tabs ends (its newline), or nil if it holds more.
    private func blankLineEnd(from offset: Int, end: Int) -> Int? {
        var index = offset
        while index < end {
            let current = bytes[index]
            if isNewline(current) { return index }
            if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t") { return nil }
            index += 1
        }
        return end
    }
}
