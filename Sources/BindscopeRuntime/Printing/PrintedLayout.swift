/// A printed value's structure, for laying it out in a width: an echo too wide for the
/// terminal is broken at element boundaries (struct fields, array elements, dictionary
/// entries) over indented lines, as `dump`-like pretty printers do, rather than left for the
/// terminal to wrap mid-word:
///
///     s: Sample = Sample(
///       person: Person(name: "Olivier", address: 13, Playground Street),
///       todos: [
///         Todo(id: 1, title: "Sketch", done: true, estimate: 0.5, note: nil),
///         Todo(id: 3, title: "Ship it", done: false, estimate: 1.0, note: nil)
///       ],
///       progress: 0.25
///     )
///
/// A part that fits on its line stays whole, exactly as `reflect` prints it; only what does
/// not is opened. Characters are counted as columns, as report lines count them. An atom (a number, a string, a value with a declared `description`) is
/// never split: one wider than the width stays long on its own line.
public indirect enum PrintedLayout: Equatable, Sendable {
    /// Text printed as it is.
    case atom(String)
    /// `open` `item, item…` `close`: `Sample(` … `)`, `[` … `]`. Each item has a prefix on its
    /// line (`name: `, `"key": `) before its own layout. A group that `fills` (an array's or a
    /// set's elements) packs its items onto lines when they are all atoms, so thirty numbers
    /// take a few lines rather than thirty; fields and entries are one a line, as in `dump`.
    case group(open: String, items: [Item], close: String, fills: Bool = false)

    public struct Item: Equatable, Sendable {
        public let prefix: String
        public let layout: PrintedLayout

        public init(_ prefix: String, _ layout: PrintedLayout) {
            self.prefix = prefix
            self.layout = layout
        }

        /// An item with no prefix: an array's element, an optional's value.
        public init(_ layout: PrintedLayout) {
            self.init("", layout)
        }
    }

    /// Columns a line-opened group indents its items by.
    public static let indent = 2

    /// The one-line text: what `ValuePrinter.reflect` prints for the value.
    public var flat: String {
        var text = ""
        appendFlat(to: &text)
        return text
    }

    private func appendFlat(to text: inout String) {
        switch self {
        case .atom(let atom): text += atom
        case .group(let open, let items, let close, _):
            text += open
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                text += item.prefix
                item.layout.appendFlat(to: &text)
            }
            text += close
        }
    }

    /// The one-line width in characters (counted as columns, as report lines count them).
    public var flatWidth: Int {
        switch self {
        case .atom(let atom): atom.count
        case .group(let open, let items, let close, _):
            open.count + close.count + max(items.count - 1, 0) * 2
                + items.reduce(0) { $0 + $1.prefix.count + $1.layout.flatWidth }
        }
    }

    /// The lines of `lead` (`name: Type = `) followed by the value, in `width` columns where
    /// the atoms allow: one line when it fits, else each group that does not fit opened.
    /// Without a trailing newline.
    public func lines(after lead: String, width: Int) -> [String] {
        var lines: [String] = []
        place(lead: lead, indent: 0, trailing: "", width: width, into: &lines)
        return lines
    }

    /// Appends this part as lines: `lead` starts its first line (the indent and an item's
    /// prefix), `trailing` ends its last (`,` between items) and is counted in the fit.
    private func place(lead: String, indent: Int, trailing: String, width: Int, into lines: inout [String]) {
        // Whole on the line when it fits (the width is counted before building the text,
        // so a deep value costs its flat text once per line it ends up on).
        guard case .group(let open, let items, let close, let fills) = self, !items.isEmpty,
            lead.count + flatWidth + trailing.count > width
        else { return lines.append(lead + flat + trailing) }
        lines.append(lead + open)
        let inner = indent + Self.indent
        let padding = String(repeating: " ", count: inner)
        if fills, items.allSatisfy({ $0.prefix.isEmpty && $0.layout.isAtom }) {
            Self.fill(items.map(\.layout.flat), padding: padding, width: width, into: &lines)
            return lines.append(String(repeating: " ", count: indent) + close + trailing)
        }
        for (index, item) in items.enumerated() {
            item.layout.place(
                lead: padding + item.prefix, indent: inner, trailing: index < items.count - 1 ? "," : "",
                width: width, into: &lines)
        }
        lines.append(String(repeating: " ", count: indent) + close + trailing)
    }

    private var isAtom: Bool {
        if case .atom = self { return true }
        return false
    }

    /// Atoms `a, b, c` packed onto lines of `width` after `padding`; one wider than the width
    /// is on a line of its own.
    private static func fill(_ atoms: [String], padding: String, width: Int, into lines: inout [String]) {
        var line = ""
        for (index, atom) in atoms.enumerated() {
            let piece = atom + (index < atoms.count - 1 ? "," : "")
            if line.isEmpty {
                line = padding + piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = padding + piece
            }
        }
        lines.append(line)
    }
}
