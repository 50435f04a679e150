/// The tree as text: each view with a body by its type, each built-in view as a line
/// (`Button "Tap 0"`, `Toggle "Agree" isOn: true`), children indented below their parent.
extension ViewGraph {
    /// The mounted tree, one view per line, children indented below their parent (the text
    /// of `snapshot()`); with `modifiers`, each line followed by the modifiers applied to it,
    /// as written (`.padding()`).
    public func render(modifiers: Bool = false) -> String {
        guard let snapshot = snapshot(places: false) else { return "" }
        var lines: [String] = []
        ViewGraph.draw(snapshot, depth: 0, modifiers: modifiers, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func draw(_ view: ViewSnapshot, depth: Int, modifiers: Bool, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + view.name
        if let title = view.title { line += " " + quoted(title) }
        if let detail = view.detail { line += " " + detail }
        if modifiers, !view.modifiers.isEmpty { line += " " + view.modifiers.joined(separator: " ") }
        lines.append(line)
        for child in view.children { draw(child, depth: depth + 1, modifiers: modifiers, into: &lines) }
    }

    /// The line a node is drawn as: its type for a view with a body, the element for a
    /// built-in view, none for views drawn at their parent's level.
    func drawnLine(of node: ViewNode<System>) -> String? {
        switch node.kind {
        case .body: return node.typeName
        case .element(let element): return ViewGraph.line(of: element)
        case .transparent, .modified: return nil
        }
    }

    static func line(of element: ViewElement) -> String {
        var line = element.kind
        if let title = element.title { line += " " + quoted(title) }
        if let detail = element.detail { line += " " + detail }
        return line
    }

    /// A title as a Swift string literal, as the commands take it.
    public static func quoted(_ text: String) -> String {
        var literal = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            default: literal.unicodeScalars.append(character)
            }
        }
        return literal + "\""
    }

    static func text(of effect: ModifierEffect) -> String {
        switch effect {
        case .style(let text): text
        case .identity(_, let text, _): ".id(\(text))"
        case .onAppear: ".onAppear"
        case .onDisappear: ".onDisappear"
        case .onChange: ".onChange"
        case .disabled(let disabled): ".disabled(\(disabled))"
        case .tag(let tag): ".tag(\(tag.base))"
        case .environment(let entry): entry.text
        case .transaction(let modifier): modifier.text
        }
    }

    /// Where a node is: the drawn views from the root down to it, slash-separated, each with
    /// `#n` when its parent draws several of that name and `[id]` for a ForEach element
    /// (`ContentView/VStack/Button#2`, `ListView/List/Row[3]/Button`).
    func place(of node: ViewNode<System>) -> String {
        var segments: [String] = []
        var current: ViewNode<System>? = node
        var elementID: String? = nil
        while let here = current {
            if case .element(let id, _) = here.identity.place, elementID == nil { elementID = "\(id.base)" }
            if let name = drawnName(of: here) {
                var segment = name
                if let elementID { segment += "[\(elementID)]" } else if let number = sameNameNumber(of: here, name) { segment += "#\(number)" }
                segments.append(segment)
                elementID = nil
            }
            current = here.parent
        }
        return segments.reversed().joined(separator: "/")
    }

    private func drawnName(of node: ViewNode<System>) -> String? {
        switch node.kind {
        case .body: node.typeName
        case .element(let element): element.kind
        default: nil
        }
    }

    /// The node's number among the drawn views of that name under its drawn parent, when
    /// there are several.
    private func sameNameNumber(of node: ViewNode<System>, _ name: String) -> Int? {
        var container = node.parent
        while let here = container, drawnName(of: here) == nil { container = here.parent }
        guard let container else { return nil }
        var same: [ObjectIdentifier] = []
        collectDrawn(under: container, named: name, into: &same)
        guard same.count > 1, let index = same.firstIndex(of: ObjectIdentifier(node)) else { return nil }
        return index + 1
    }

    private func collectDrawn(under node: ViewNode<System>, named name: String, into found: inout [ObjectIdentifier]) {
        for child in node.children {
            if let childName = drawnName(of: child) {
                if childName == name { found.append(ObjectIdentifier(child)) }
            } else {
                collectDrawn(under: child, named: name, into: &found)
            }
        }
    }
}
