/// The tree as text: each view with a body by its type, each built-in view as a line
/// (`Button "Tap 0"`, `Toggle "Agree" isOn: true`), children indented below their parent.
extension ViewGraph {
    /// The mounted tree, one view per line; with `modifiers`, each line followed by the
    /// modifiers applied to it, as written (`.padding()`).
    public func render(modifiers: Bool = false) -> String {
        guard let root else { return "" }
        var lines: [String] = []
        draw(root, depth: 0, pending: [], modifiers: modifiers, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func draw(_ node: ViewNode<System>, depth: Int, pending: [String], modifiers: Bool, into lines: inout [String]) {
        if let effect = node.effect {
            // A modifier draws nothing of its own: it is said after the line it applies to.
            let said = modifiers ? pending + [ViewGraph.text(of: effect)] : pending
            for child in node.children { draw(child, depth: depth, pending: said, modifiers: modifiers, into: &lines) }
            return
        }
        var depth = depth
        if let line = node.line {
            let suffix = pending.isEmpty ? "" : " " + pending.reversed().joined(separator: " ")
            lines.append(String(repeating: "  ", count: depth) + line + suffix)
            depth += 1
        }
        let passed = node.line == nil ? pending : []
        for child in node.children { draw(child, depth: depth, pending: passed, modifiers: modifiers, into: &lines) }
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
