import BindscopeRuntime

/// The room of one report line, `  LABEL: OLD → NEW` in `width` columns, and how old and new
/// are cut to it with `…` (a line is never wrapped mid-value).
///
/// Old and new share the room: half each, or what the shorter leaves to the longer. A value
/// that does not fit shows its start, unless the two first differ further right than that: then
/// each shows the region around the first difference (a third of its room before it), so a
/// change deep in a long value is still seen. The values are printed up to `lookahead`
/// characters past the room (`LimitedText`), so the cost of printing a line never depends on
/// the size of the value; two arrays that differ further right than that are shown from just
/// before their first differing element (`ChangeReport.focused`), other values by their
/// starts. Characters are counted as columns.
public struct ReportLine {
    /// Nil: no limit (values are printed whole).
    public let width: Int?
    public let label: String

    /// How far past the room values are printed to find where they differ.
    public static let lookahead = 1_000
    /// The least room a value is given, however long its label.
    public static let minimumRoom = 16

    /// Columns for old and new together: the width less `  `, `LABEL`, `: ` and ` → `.
    public var room: Int {
        guard let width else { return .max }
        return max(width - label.count - 7, Self.minimumRoom)
    }

    /// How many characters of each value to print.
    public var limit: Int { width == nil ? .max : room + Self.lookahead }

    /// Old and new, cut to share the room.
    public func fit(_ before: LimitedText, _ after: LimitedText) -> (before: String, after: String) {
        guard width != nil else { return (before.text, after.text) }
        let old = Array(before.text), new = Array(after.text)
        if before.isComplete, after.isComplete, old.count + new.count <= room { return (before.text, after.text) }
        let difference = zip(old, new).prefix { $0 == $1 }.count
        var oldRoom = room / 2
        var newRoom = room - oldRoom
        if before.isComplete, old.count < oldRoom {
            newRoom += oldRoom - old.count
            oldRoom = old.count
        } else if after.isComplete, new.count < newRoom {
            oldRoom += newRoom - new.count
            newRoom = new.count
        }
        return (
            Self.cut(old, isComplete: before.isComplete, room: oldRoom, around: difference),
            Self.cut(new, isComplete: after.isComplete, room: newRoom, around: difference)
        )
    }

    /// `  LABEL: VALUE (unchanged)`'s value, cut to the line.
    public func unchanged(_ value: LimitedText) -> String {
        guard width != nil else { return value.text }
        // The room less ` (unchanged)`, in place of ` → ` and the other value.
        let room = max(self.room + 3 - 12, Self.minimumRoom)
        return Self.cut(Array(value.text), isComplete: value.isComplete, room: room, around: 0)
    }

    /// `text` in `room` characters: whole if it fits; else its start and `…`, or, when the first
    /// difference is past the start's view, `…` and the region around it (and `…`).
    public static func cut(_ text: [Character], isComplete: Bool, room: Int, around difference: Int) -> String {
        if isComplete, text.count <= room { return String(text) }
        let room = max(room, 3)
        let before = room / 3
        guard difference > room - 1 - before, difference < text.count else {
            return String(text.prefix(room - 1)) + "…"
        }
        let start = difference - before
        if isComplete, text.count - start <= room - 1 { return "…" + String(text.suffix(room - 1)) }
        return "…" + String(text[start..<min(start + room - 2, text.count)]) + "…"
    }

    /// The line with `count` columns fewer for the values: something follows them.
    public func leaving(room count: Int) -> ReportLine {
        ReportLine(width: width.map { $0 - count }, label: label)
    }

    public init(width: Int?, label: String) {
        self.width = width
        self.label = label
    }
}
