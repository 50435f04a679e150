/// A `Substring`: its text, the String it is a piece of and where in that String it lies.
///
/// Swift's Substring shares its base string's indices: `text.dropFirst(4).startIndex` is
/// `text`'s index 4, valid in `text` and in every slice of it. So a Substring keeps its base
/// and its bounds as the base's positions, and its members take and give the base's indices
/// (`TextSlice` turns them into the text's own and back). The text is kept as well, so that
/// everything that only reads characters reads it as it reads a String's.
public struct SubstringValue {
    /// The whole string the Substring is a piece of (`sub.base`); a slice of a slice keeps the
    /// first one's base.
    public var base: String
    /// Its first position in `base` (`startIndex`), printed as Swift made it: `0[any]` when it
    /// is the base's untouched start, `n[utf8]` when computed.
    public var lower: StringIndex
    /// Its end in `base` (`endIndex`).
    public var upper: StringIndex
    /// The characters from `lower` to `upper`.
    public var text: String

    public init(base: String, lower: StringIndex, upper: StringIndex, text: String) {
        self.base = base
        self.lower = lower
        self.upper = upper
        self.text = text
    }

    /// A Substring whose base is itself: a literal typed Substring, `Substring(text)`.
    public init(whole text: String) {
        self.init(base: text, lower: StringIndex(offset: 0, isEncodingIndependent: true),
                  upper: StringIndex(offset: text.utf8.count), text: text)
    }

    /// `text` changed in place (`sub.append(…)`, `sub.insert(_:at:)`): Swift replaces those
    /// characters of the base, so the base is the text before, the new text and the rest.
    public mutating func replaceText(with newText: String) {
        let utf8 = Array(base.utf8)
        let before = String(decoding: utf8[..<lower.offset], as: UTF8.self)
        let after = String(decoding: utf8[upper.offset...], as: UTF8.self)
        base = before + newText + after
        text = newText
        upper = StringIndex(offset: lower.offset + newText.utf8.count)
    }
}

extension Value {
    /// The text of a String or a Substring.
    public var textSlice: SubstringValue {
        switch self {
        case .string(let text): SubstringValue(whole: text)
        case .substring(let slice): slice
        default: preconditionFailure("expected a string, found \(self)")
        }
    }
}

extension SubstringValue {
    /// The text's own index at a position of the base; nil outside the text's bounds (where
    /// Swift traps).
    public func index(at position: StringIndex) -> String.Index? {
        text.index(at: StringIndex(offset: position.offset - lower.offset))
    }

    /// The base's position of an index of the text, as Swift prints one it computed.
    public func position(of index: String.Index) -> StringIndex {
        if index == text.endIndex { return upper }
        return StringIndex(offset: lower.offset + text.utf8.distance(from: text.utf8.startIndex, to: index))
    }

    /// A position found walking forward from `startIndex`: the start itself is `startIndex`
    /// as it was made (`0[any]` for a String's).
    public func foundForward(_ index: String.Index) -> StringIndex {
        index == text.startIndex ? lower : position(of: index)
    }

    /// The piece of this text between two of its own indices, as a Substring of the same base.
    public func slice(_ range: Range<String.Index>) -> SubstringValue {
        SubstringValue(
            base: base,
            lower: range.lowerBound == text.startIndex ? lower : position(of: range.lowerBound),
            upper: range.upperBound == text.endIndex ? upper : position(of: range.upperBound),
            text: String(text[range]))
    }

    /// A Substring Swift's own slicing gave (`text.split(…)`, `text.prefix(3)`): where it lies.
    public func slice(_ piece: Substring) -> SubstringValue {
        slice(piece.startIndex..<piece.endIndex)
    }
}

extension SubstringValue {
    /// A range the standard library found in the text (`firstRange(of:)`, `ranges(of:)`), as
    /// a range of the base's positions, printed as computed ones (`n[utf8]`).
    public func range(_ range: Range<String.Index>) -> Value {
        let utf8 = text.utf8
        let lower = StringIndex(offset: lower.offset + utf8.distance(from: utf8.startIndex, to: range.lowerBound))
        let upper = StringIndex(offset: self.lower.offset + utf8.distance(from: utf8.startIndex, to: range.upperBound))
        return .range(lower: lower.packed, upper: upper.packed, closed: false)
    }

    /// A range Foundation found in the text (`range(of:)`, `rangeOfCharacter(from:)`) as a
    /// range of the base's positions; Foundation's bounds print as `n[any]`.
    public func foundationRange(_ range: Range<String.Index>) -> Value {
        let utf8 = text.utf8
        let lower = StringIndex(offset: lower.offset + utf8.distance(from: utf8.startIndex, to: range.lowerBound), isEncodingIndependent: true)
        let upper = StringIndex(offset: self.lower.offset + utf8.distance(from: utf8.startIndex, to: range.upperBound), isEncodingIndependent: true)
        return .range(lower: lower.packed, upper: upper.packed, closed: false)
    }
}

extension String {
    /// Swift's index at `position`'s UTF-8 offset, nil when it lies outside the string.
    public func index(at position: StringIndex) -> String.Index? {
        guard (0...utf8.count).contains(position.offset) else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: position.offset)
    }
}

extension Value {
    /// A String index, or a range of them, moved by `distance` UTF-8 units: a base's position
    /// as the Substring's text's own (other values are returned as they are).
    public func shiftingStringIndices(by distance: Int) -> Value {
        switch self {
        case .stringIndex(let index):
            return .stringIndex(StringIndex(offset: index.offset + distance, isEncodingIndependent: index.isEncodingIndependent))
        case .range(let lower, let upper, let closed):
            let from = StringIndex(packed: lower), to = StringIndex(packed: upper)
            return .range(
                lower: StringIndex(offset: from.offset + distance, isEncodingIndependent: from.isEncodingIndependent).packed,
                upper: StringIndex(offset: to.offset + distance, isEncodingIndependent: to.isEncodingIndependent).packed,
                closed: closed)
        default:
            return self
        }
    }
}

/// How an edit of a Substring's text moves its bounds, which depends on how Swift implements
/// the edit for a Substring.
public enum SubstringEdit: Sendable {
    /// Replacing characters (`append`, `insert`, `remove(at:)`): the base is edited in place.
    case replacesInBase
    /// `removeFirst`: a slice's own removal moves `startIndex` on; the base stays.
    case dropsFront
    /// `removeLast`, `popLast`: `endIndex` moves back; the base stays.
    case dropsBack
    /// `removeAll()`, `removeAll(where:)`: a new Substring of a new String; its start prints
    /// `0[any]` or `0[utf8]` as Swift's own implementation makes it.
    case rebuilds(encodingIndependentStart: Bool)
}

extension SubstringValue {
    /// The Substring after its text was edited to `newText` by an edit of that kind.
    public mutating func apply(edited newText: String, as edit: SubstringEdit) {
        let removed = text.utf8.count - newText.utf8.count
        switch edit {
        case .replacesInBase:
            replaceText(with: newText)
            return
        case .dropsFront:
            if removed > 0 { lower = StringIndex(offset: lower.offset + removed) }
        case .dropsBack:
            if removed > 0 { upper = StringIndex(offset: upper.offset - removed) }
        case .rebuilds(let encodingIndependentStart):
            base = newText
            lower = StringIndex(offset: 0, isEncodingIndependent: encodingIndependentStart)
            upper = StringIndex(offset: newText.utf8.count)
        }
        text = newText
    }
}

extension Value {
    /// Edits a Substring's text in place (a String value, which a Substring typed one may be,
    /// is first a Substring of itself), moving its bounds as `edit` says.
    public mutating func withSubstring<R>(_ edit: SubstringEdit, _ body: (inout String) throws -> R) rethrows -> R {
        var slice = textSlice
        var text = slice.text
        self = .void
        defer {
            slice.apply(edited: text, as: edit)
            self = .substring(slice)
        }
        return try body(&text)
    }
}
