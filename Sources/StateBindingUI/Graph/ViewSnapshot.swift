/// The mounted tree as data, for whatever draws it: the terminal's text (`render`), the
/// projector page's HTML. Each drawn view once, its modifiers with it.
public struct ViewSnapshot: Equatable, Sendable {
    /// What the view is.
    public enum Kind: Equatable, Sendable {
        /// A view with a body: its type.
        case body
        /// A built-in view: `Text`, `Button`, `VStack`…
        case element
    }

    public var kind: Kind
    /// The type (for a view with a body) or the element's kind (`Button`).
    public var name: String
    /// Its own title, drawn after its name (`Button "Tap 0"`); nil for a control titled by
    /// its label, which is drawn below it.
    public var title: String?
    /// What actions find a control by: its own title or its label's first text.
    public var actionTitle: String?
    public var detail: String?
    /// The actions it takes (`tap`, `toggle`, `fill`…); empty when it is no control.
    public var actions: [String]
    /// Its place, which names it in actions (`ContentView/VStack/Button#2`).
    public var place: String
    /// The modifiers applied to it, as written (`.padding()`), outermost last.
    public var modifiers: [String]
    public var isDisabled: Bool
    public var children: [ViewSnapshot]
    /// For a view with a body, how many times it has run since its identity was mounted
    /// (the first run included); 0 for a built-in view.
    public var bodyRuns = 0
}

extension ViewGraph {
    /// The mounted tree as data; nil when nothing is mounted.
    public func snapshot() -> ViewSnapshot? {
        snapshot(places: true)
    }

    /// The mounted tree as data, each view's place left empty unless `places`: drawing the
    /// tree as text needs none, and each place is a walk to the root (for the tree drawn after
    /// mounting a list, a sixth of the mount).
    func snapshot(places: Bool) -> ViewSnapshot? {
        guard let root else { return nil }
        var roots: [ViewSnapshot] = []
        snapshot(root, modifiers: [], disabled: false, places: places, into: &roots)
        return roots.first
    }

    private func snapshot(_ node: ViewNode<System>, modifiers: [String], disabled: Bool, places: Bool, into siblings: inout [ViewSnapshot]) {
        var disabled = disabled
        if let effect = node.effect {
            if case .disabled(let value) = effect { disabled = disabled || value }
            let said = modifiers + [ViewGraph.text(of: effect)]
            for child in node.children { snapshot(child, modifiers: said, disabled: disabled, places: places, into: &siblings) }
            return
        }
        let kind: ViewSnapshot.Kind
        let name: String
        var title: String?, actionTitle: String?, detail: String?, actions: [String] = []
        switch node.kind {
        case .body:
            kind = .body
            name = node.typeName
        case .element(let element):
            kind = .element
            name = element.kind
            title = element.title
            actionTitle = element.control == nil ? nil : controlTitle(of: node)
            detail = element.detail
            actions = element.control?.verbs ?? []
        default:
            for child in node.children { snapshot(child, modifiers: modifiers, disabled: disabled, places: places, into: &siblings) }
            return
        }
        var children: [ViewSnapshot] = []
        for child in node.children { snapshot(child, modifiers: [], disabled: disabled, places: places, into: &children) }
        siblings.append(ViewSnapshot(kind: kind, name: name, title: title, actionTitle: actionTitle, detail: detail, actions: actions, place: places ? place(of: node) : "",
                                     modifiers: modifiers.reversed(), isDisabled: disabled && !actions.isEmpty, children: children,
                                     bodyRuns: node.bodyRunCount))
    }
}
