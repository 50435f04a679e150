/// Finding the control an action names: by its title (a Button's or its label's text, a
/// Toggle's, a TextField's), or by its place when several share a title.
extension ViewGraph {
    /// A control an action can reach.
    public struct ControlMatch {
        public let kind: String
        public let title: String
        public let place: String
        public let control: Control
        /// A `.disabled(true)` above it.
        public let isDisabled: Bool
        let node: ViewNode<System>
    }

    /// Every control of the mounted tree, in tree order.
    public var controls: [ControlMatch] {
        var found: [ControlMatch] = []
        if let root { collectControls(root, disabled: false, into: &found) }
        return found
    }

    /// The control `name` names for `verb` (`tap`, `toggle`, `fill`…): the one titled
    /// `name`, or the one at place `name`. Throws, in words a learner can act on, when there
    /// is none, when several share the title, or when it is another kind of control.
    public func control(_ name: String, for verb: String) throws -> ControlMatch {
        guard root != nil else { throw ViewActionError("no view is mounted: mount one first (:mount ContentView())") }
        var matches = indexedControls(titled: name)
        if matches.isEmpty { matches = controls.filter { $0.title == name } }
        if matches.isEmpty { matches = controls.filter { $0.place == name } }
        guard let match = matches.first else {
            let titles = controls.map(\.title)
            var message = "no control titled \(ViewGraph.quoted(name)) in the mounted view"
            if let nearest = ViewGraph.nearest(to: name, among: titles) {
                message += "; did you mean \(ViewGraph.quoted(nearest))?"
            } else if titles.isEmpty {
                message += " (it has no controls)"
            }
            throw ViewActionError(message)
        }
        guard matches.count == 1 else {
            let places = matches.map { "  " + ViewGraph.quoted($0.place) }.joined(separator: "\n")
            throw ViewActionError("\(matches.count) controls are titled \(ViewGraph.quoted(name)); name one by its place:\n\(places)")
        }
        guard match.control.verbs.contains(verb) else {
            let other = match.control.verbs.map { ":\($0)" }.joined(separator: " or ")
            throw ViewActionError("\(ViewGraph.quoted(name)) is a \(match.kind), which cannot be asked to \(verb); use \(other)")
        }
        guard !match.isDisabled else {
            throw ViewActionError("\(ViewGraph.quoted(name)) is disabled (.disabled(true)): the \(verb) does nothing")
        }
        return match
    }

    /// The Picker `name` names and the tag of its option drawn as `option`.
    public func pickerOption(_ option: String, of name: String) throws -> (ControlMatch, AnyHashable) {
        let match = try control(name, for: "pick")
        var options: [(String, AnyHashable)] = []
        collectOptions(under: match.node, into: &options)
        if let found = options.first(where: { $0.0 == option }) { return (match, found.1) }
        var message = "the Picker \(ViewGraph.quoted(name)) has no option \(ViewGraph.quoted(option))"
        if let nearest = ViewGraph.nearest(to: option, among: options.map(\.0)) { message += "; did you mean \(ViewGraph.quoted(nearest))?" }
        throw ViewActionError(message)
    }

    private func collectOptions(under node: ViewNode<System>, into options: inout [(String, AnyHashable)]) {
        for child in node.children {
            if case .tag(let tag)? = child.effect, let title = firstTitle(under: child) {
                options.append((title, tag))
            } else {
                collectOptions(under: child, into: &options)
            }
        }
    }

    private func indexedControls(titled title: String) -> [ControlMatch] {
        guard let ids = controlsByTitle[title] else { return [] }
        let found = ids.compactMap { nodes[$0] }.filter { $0.isMounted }
            .sorted { $0.treeOrder.lexicographicallyPrecedes($1.treeOrder) }
        return found.compactMap { node in
            guard let element = node.element, let control = element.control, controlTitle(of: node) == title else { return nil }
            return ControlMatch(kind: element.kind, title: title, place: place(of: node), control: control, isDisabled: isDisabled(node), node: node)
        }
    }

    private func collectControls(_ node: ViewNode<System>, disabled: Bool, into found: inout [ControlMatch]) {
        var disabled = disabled
        if case .disabled(let value)? = node.effect { disabled = disabled || value }
        if let element = node.element, let control = element.control {
            found.append(ControlMatch(kind: element.kind, title: controlTitle(of: node) ?? "", place: place(of: node), control: control, isDisabled: disabled, node: node))
        }
        for child in node.children { collectControls(child, disabled: disabled, into: &found) }
    }

    private func isDisabled(_ node: ViewNode<System>) -> Bool {
        var current: ViewNode<System>? = node
        while let here = current {
            if case .disabled(true)? = here.effect { return true }
            current = here.parent
        }
        return false
    }

    /// A control's title: its own, or the first text drawn in its label.
    func controlTitle(of node: ViewNode<System>) -> String? {
        if let title = node.element?.title { return title }
        return firstTitle(under: node)
    }

    private func firstTitle(under node: ViewNode<System>) -> String? {
        for child in node.children {
            if let title = child.element?.title { return title }
            if let title = firstTitle(under: child) { return title }
        }
        return nil
    }

    /// Keeps the index by title current for a node just evaluated.
    func indexControl(_ node: ViewNode<System>) {
        unindexControl(node)
        guard node.element?.control != nil, let title = controlTitle(of: node) else { return }
        controlsByTitle[title, default: []].append(ObjectIdentifier(node))
        node.indexedTitle = title
    }

    func unindexControl(_ node: ViewNode<System>) {
        guard let title = node.indexedTitle else { return }
        controlsByTitle[title]?.removeAll { $0 == ObjectIdentifier(node) }
        if controlsByTitle[title]?.isEmpty == true { controlsByTitle[title] = nil }
        node.indexedTitle = nil
    }

    /// The candidate closest to `name` by edit distance, if close enough to suggest.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(name), Array(candidate))
            if distance <= max(2, name.count / 2), best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// An action that cannot be done: no such control, several, the wrong kind, disabled.
public struct ViewActionError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
