/// Text built up to a limit, in characters: what a report line can show of a value. Once past
/// the limit, appends are dropped and `isFull` tells the printer to stop walking the value,
/// so a line never costs more than its width, however large the value.
public struct LimitedText {
    public private(set) var text = ""
    /// Characters in `text`; not counted when there is no limit.
    public private(set) var count = 0
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }

    /// Text already printed whole (a report of an undo compares printed values).
    public init(whole text: String) {
        self.limit = .max
        self.text = text
    }

    /// Past the limit: the text is cut, and nothing more is worth printing.
    public var isFull: Bool { count > limit }

    /// Whether `text` is the whole of what was printed.
    public var isComplete: Bool { !isFull }

    public mutating func append(_ piece: String) {
        if limit == .max { return text += piece }
        guard !isFull else { return }
        // One character past the limit is enough to know the text was cut.
        let room = limit + 1 - count
        if piece.utf8.count <= room {
            text += piece
            count += piece.count
        } else {
            let head = piece.prefix(room)
            text += head
            count += head.count
        }
    }
}
