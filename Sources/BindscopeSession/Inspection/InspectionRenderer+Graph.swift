import BindscopeRuntime

extension InspectionRenderer {
    /// `:graph` as a tree: each node read by none at the left, its readers below it, each
    /// with the paths it reads. A reader of several nodes appears under each; its own readers
    /// are drawn under the first only (`(see above)` after the others). Box-drawing
    /// characters, as `tree` draws directories.
    public func render(_ graph: GraphSnapshot) -> String {
        guard !graph.nodes.isEmpty else { return "no States, bindings or watches yet\n" }
        var text = ""
        var drawn: Set<Int> = []
        func drawReaders(of node: Int, indent: String) {
            let edges = graph.readers(of: node)
            for (index, edge) in edges.enumerated() {
                let isLast = index == edges.count - 1
                let reader = graph.nodes[edge.to]
                text += style.muted(indent + (isLast ? "└── " : "├── ")) + label(reader) + " reads " + Self.list(edge.paths)
                let hasReaders = !graph.readers(of: reader.id).isEmpty
                if drawn.contains(reader.id) {
                    text += hasReaders ? style.muted(" (see above)") + "\n" : "\n"
                    continue
                }
                text += "\n"
                drawn.insert(reader.id)
                drawReaders(of: reader.id, indent: indent + (isLast ? "    " : "│   "))
            }
        }
        for root in graph.roots {
            text += label(root) + "\n"
            drawn.insert(root.id)
            drawReaders(of: root.id, indent: "")
        }
        return text
    }

    private func label(_ node: GraphSnapshot.Node) -> String {
        style.name(node.name) + " (\(node.kind.description))"
    }
}
