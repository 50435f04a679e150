import BindscopeRuntime

/// `:graph` as text for other tools, to put it on a slide: Graphviz's dot language and
/// Mermaid's flowcharts. An edge points from what is read to its reader, the way a write
/// travels, labelled with the paths read; each node shows its name, type and kind.
public enum GraphExport {
    public enum Format: String, CaseIterable, Sendable {
        case dot, mermaid, svg

        /// What the file holds, for the message that it was written.
        var description: String {
            switch self {
            case .dot: "Graphviz"
            case .mermaid: "Mermaid"
            case .svg: "SVG"
            }
        }
    }

    public static func dot(_ graph: GraphSnapshot) -> String {
        var text = "digraph bindscope {\n"
        text += "    rankdir=LR;\n"
        text += "    node [fontname=\"Helvetica\"];\n"
        text += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for node in graph.nodes {
            let shape =
                switch node.kind {
                case .dependent(.state), .viewState: "shape=box, style=bold"
                case .view: "shape=component"
                case .dependent(.binding): "shape=box, style=rounded"
                case .dependent(.watch): "shape=ellipse"
                case .dependent(.followed): "shape=box, style=\"rounded,dashed\""
                case .variable: "shape=note"
                }
            text += "    n\(node.id) [label=\"\(dotEscaped(heading(node)))\\n\(dotEscaped(node.kind.description))\", \(shape)];\n"
        }
        for edge in graph.edges {
            guard let paths = shownPaths(edge, graph) else {
                text += "    n\(edge.from) -> n\(edge.to);\n"
                continue
            }
            text += "    n\(edge.from) -> n\(edge.to) [label=\"\(paths.map(dotEscaped).joined(separator: "\\n"))\"];\n"
        }
        return text + "}\n"
    }

    public static func mermaid(_ graph: GraphSnapshot) -> String {
        var text = "flowchart LR\n"
        for node in graph.nodes {
            let label = "\"\(mermaidEscaped(heading(node)))<br/>\(mermaidEscaped(node.kind.description))\""
            let shaped =
                switch node.kind {
                case .dependent(.state), .viewState: "[\(label)]"
                case .view: "{{\(label)}}"
                case .dependent(.binding): "(\(label))"
                case .dependent(.watch): "([\(label)])"
                case .dependent(.followed): "[[\(label)]]"
                case .variable: "[/\(label)/]"
                }
            text += "    n\(node.id)\(shaped)\n"
        }
        for edge in graph.edges {
            guard let paths = shownPaths(edge, graph) else {
                text += "    n\(edge.from) --> n\(edge.to)\n"
                continue
            }
            text += "    n\(edge.from) -->|\"\(paths.map(mermaidEscaped).joined(separator: "<br/>"))\"| n\(edge.to)\n"
        }
        return text
    }

    /// The paths an edge is labelled with; nil when it reads the whole of what it comes
    /// from (`total` reading `double`), which the arrow already says.
    private static func shownPaths(_ edge: GraphSnapshot.Edge, _ graph: GraphSnapshot) -> [String]? {
        edge.paths == [graph.nodes[edge.from].name] ? nil : edge.paths
    }

    /// `person: Person`, or the name alone when the type is not known.
    private static func heading(_ node: GraphSnapshot.Node) -> String {
        node.type.map { "\(node.name): \($0)" } ?? node.name
    }

    /// Inside a dot string: a quote or a backslash would end or escape it.
    private static func dotEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Inside a Mermaid label: quotes would end it, `<` and `>` read as HTML, `#` and `&`
    /// start entities. Mermaid's own entity codes (`#34;`) stand for them.
    private static func mermaidEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"", "<", ">", "#", "&": escaped += "#\(character.unicodeScalars.first!.value);"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
