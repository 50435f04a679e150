import BindscopeRuntime

/// The one-sided pieces of a String or Substring (`s[..<i]`, `s[...i]`, `s[i...]`, and
/// `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`, which are the same) and the traps
/// Swift gives for an index outside the receiver's bounds, which depend on the receiver's
/// type and on whether Swift checks an index or a range.
public enum TextPiece: Sendable {
    case upTo, through, from

    /// The piece at a position of the receiver's base, or Swift's trap.
    public func cut(_ slice: SubstringValue, at position: StringIndex, receiver: SessionType) throws -> SubstringValue {
        let text = slice.text
        switch self {
        case .upTo, .from:
            // Swift forms `startIndex..<i` or `i..<endIndex` first: an index on the wrong side
            // reverses that range; one past the far end lies outside the receiver.
            let beforeStart = position.offset < slice.lower.offset, pastEnd = position.offset > slice.upper.offset
            if self == .upTo ? beforeStart : pastEnd { throw RuntimeError.rangeBoundsReversed }
            guard let index = slice.index(at: position) else { throw RuntimeError.stringIndexRangeOutOfBounds }
            return slice.slice(self == .upTo ? text.startIndex..<index : index..<text.endIndex)
        case .through:
            // `…i` takes the character at `i`, which must be one of the receiver's.
            guard let index = slice.index(at: position), index < text.endIndex else {
                throw RuntimeError.indexOutOfBounds(in: receiver)
            }
            return slice.slice(text.startIndex..<text.index(after: index))
        }
    }
}

extension RuntimeError {
    /// An index that is not one of a String's positions (Swift's `String index is out of bounds`).
    public static var stringIndexOutOfBounds: RuntimeError { .fatal("String index is out of bounds") }

    /// An index outside the receiver's bounds, as Swift names the receiver's type.
    public static func indexOutOfBounds(in receiver: SessionType) -> RuntimeError {
        receiver == .substring ? .fatal("Substring index is out of bounds") : stringIndexOutOfBounds
    }

    /// A range of indices reaching outside the receiver (`s[i..<j]`).
    public static var stringIndexRangeOutOfBounds: RuntimeError { .fatal("String index range is out of bounds") }
}
