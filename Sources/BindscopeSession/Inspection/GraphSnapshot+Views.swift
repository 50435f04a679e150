import BindscopeRuntime
import BindscopeViews

extension GraphSnapshot {
    /// The graph with the commands' mounted views joined to it: the state each view's
    /// identity keeps (`CounterView/_count`), each view with a body by its place, and an
    /// edge from each state, object or variable a body read to that view, labelled with the
    /// paths read, the way a write travels to the body.
    /// `nodeOfBox`: the node each box already in the graph is (a session State a view reads
    /// through a binding is that State's node).
    func adding(_ views: [ViewHosts.MountedView], nodeOfBox: [ObjectIdentifier: Int], in session: Session) -> GraphSnapshot {
        guard !views.isEmpty else { return self }
        var nodes = self.nodes, edges = self.edges
        var nodeOfBox = nodeOfBox
        /// What a path into a box starts with: the state's node name, or the session's.
        var rootOfBox: [ObjectIdentifier: String] = [:]
        // Every view's state first: a child may read its parent's, a parent its child's
        // through a binding it gave.
        for view in views {
            for state in view.states {
                let name = "\(view.place)/\(state.property)"
                let id = nodes.count
                nodes.append(Node(id: id, name: name, kind: .viewState(attribute: state.attribute), type: state.box.value.dynamicType.displayName))
                nodeOfBox[ObjectIdentifier(state.box)] = id
                rootOfBox[ObjectIdentifier(state.box)] = name
                // An @Observable model a @State holds: reads of its properties are reads of it.
                if case .object(let object) = state.box.value, nodeOfBox[ObjectIdentifier(object)] == nil {
                    nodeOfBox[ObjectIdentifier(object)] = id
                    rootOfBox[ObjectIdentifier(object)] = name
                }
            }
        }
        for view in views {
            var read: [(node: Int, paths: [String])] = []
            for (box, path) in view.reads {
                let key = ObjectIdentifier(box)
                if nodeOfBox[key] == nil {
                    // Read by a view only: an object a body made or a closure holds.
                    let name = ViewHosts.name(of: box, path: []) ?? session.dependencies.boxName(box)
                    nodeOfBox[key] = nodes.count
                    rootOfBox[key] = name
                    nodes.append(Node(id: nodes.count, name: name, kind: .variable(declaredWith: "object"), type: box.value.dynamicType.displayName))
                }
                let node = nodeOfBox[key]!
                let rendered = renderPath(root: rootOfBox[key] ?? session.dependencies.boxName(box), path)
                if let index = read.firstIndex(where: { $0.node == node }) {
                    if !read[index].paths.contains(rendered) { read[index].paths.append(rendered) }
                } else {
                    read.append((node, [rendered]))
                }
            }
            let id = nodes.count
            nodes.append(Node(id: id, name: view.place, kind: .view, type: view.typeName))
            for (node, paths) in read.sorted(by: { $0.node < $1.node }) {
                edges.append(Edge(from: node, to: id, paths: paths))
            }
        }
        return GraphSnapshot(nodes: nodes, edges: edges)
    }
}
