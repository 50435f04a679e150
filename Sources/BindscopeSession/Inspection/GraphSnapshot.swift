import BindscopeDependents
import BindscopeRuntime
import BindscopeViews

/// `:graph`: who reads what. Its nodes are the session's dependents (States, bindings,
/// watches, followed variables) and the plain variables they read; an edge goes from what is
/// read to its reader, with the paths read, so it points the way a write travels.
public struct GraphSnapshot: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case dependent(DependentKind)
            /// A variable that is read but follows nothing itself: `let`, `var`, or `variable`
            /// when it is not a session-level one (a closure's, an object's no variable holds).
            case variable(declaredWith: String)
            /// A mounted view with a body, named by its place (`ContentView/VStack/Row[1]`).
            case view
            /// The state a mounted view's identity keeps (`CounterView/_count`): `State` or
            /// `StateObject`.
            case viewState(attribute: String)

            public var description: String {
                switch self {
                case .dependent(let kind): kind.description
                case .variable(let keyword): keyword
                case .view: "view"
                case .viewState(let attribute): attribute
                }
            }
        }

        /// Its index in `nodes`.
        public let id: Int
        public let name: String
        public let kind: Kind
        /// Its value's type (`Person`, `String`), when known.
        public let type: String?
    }

    public struct Edge: Equatable, Sendable {
        /// The node read.
        public let from: Int
        /// The node that reads it.
        public let to: Int
        /// The paths read (`person.address.street`), in the order the reader read them.
        public let paths: [String]
    }

    /// In the order they first matter: each dependent in creation order, after the variables
    /// it reads that no earlier dependent read.
    public let nodes: [Node]
    /// By reader, in node order, then by what is read, in node order.
    public let edges: [Edge]
    /// For each node, the indices in `edges` of the edges from it and to it: a session with
    /// a binding to each of 100,000 elements draws in linear time.
    private let outgoing: [[Int]], incoming: [[Int]]

    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        var incoming = [[Int]](repeating: [], count: nodes.count)
        for (index, edge) in edges.enumerated() {
            outgoing[edge.from].append(index)
            incoming[edge.to].append(index)
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The nodes read by none: where the tree view starts.
    public var roots: [Node] {
        nodes.filter { incoming[$0.id].isEmpty }
    }

    /// The edges from `node` (to its readers), in node order (`edges` is in reader order).
    public func readers(of node: Int) -> [Edge] {
        outgoing[node].map { edges[$0] }
    }

    /// The edges to `node` (from what it reads), in node order.
    public func reads(of node: Int) -> [Edge] {
        incoming[node].map { edges[$0] }
    }

    /// Only what `name` reaches and what reaches it: the nodes a write to it travels to, the
    /// nodes whose writes travel to it, and the edges between them. Nil when no node has
    /// that name (of two, the later one: a name redeclared at the prompt).
    public func around(_ name: String) -> GraphSnapshot? {
        guard let focus = nodes.last(where: { $0.name == name })?.id else { return nil }
        var kept: Set<Int> = [focus]
        // Downstream: readers of readers. Upstream: what is read by what it reads.
        var pending = [focus]
        while let node = pending.popLast() {
            for edge in readers(of: node) where kept.insert(edge.to).inserted { pending.append(edge.to) }
        }
        pending = [focus]
        while let node = pending.popLast() {
            for edge in reads(of: node) where kept.insert(edge.from).inserted { pending.append(edge.from) }
        }
        // An edge between two kept nodes may join a branch of neither direction (a watch
        // reading the focus and one of its ancestors): kept, it is still between nodes shown.
        let oldIDs = nodes.map(\.id).filter(kept.contains)
        let newID = Dictionary(uniqueKeysWithValues: oldIDs.enumerated().map { ($1, $0) })
        return GraphSnapshot(
            nodes: oldIDs.map { old in
                let node = nodes[old]
                return Node(id: newID[old]!, name: node.name, kind: node.kind, type: node.type)
            },
            edges: edges.compactMap { edge in
                guard let from = newID[edge.from], let to = newID[edge.to] else { return nil }
                return Edge(from: from, to: to, paths: edge.paths)
            })
    }
}

extension Session {
    /// `:graph`, or `:graph NAME` (see `GraphSnapshot.around`).
    public func graph(around name: String? = nil) throws(InspectionError) -> GraphSnapshot {
        dependencies.refreshStale(in: execution)
        let (dependents, nodeOfBox) = dependencies.snapshot(variableKind: variableKind)
        let whole = dependents.adding(viewHosts.commandViews, nodeOfBox: nodeOfBox, in: self)
        guard let name else { return whole }
        if let part = whole.around(name) { return part }
        if checker.sessionScope.lookup(name) != nil {
            throw InspectionError("'\(name)' is not in the graph: it is no State, binding or watch, and none reads it")
        }
        throw .suggesting("nothing named '\(name)' in the graph", for: name, among: whole.nodes.map(\.name))
    }

    /// How the session-level variable holding `box` was declared, and its type.
    private func variableKind(_ box: Box, _ name: String) -> (keyword: String, type: String?) {
        guard case .variable(let variable)? = checker.sessionScope.lookup(name) else { return ("variable", nil) }
        let held = variable.globalBox ?? (variable.slot < execution.frame.locals.count ? execution.frame.locals[variable.slot] : nil)
        guard held === box else { return ("variable", nil) }
        return (variable.isConstant ? "let" : "var", variable.type.displayName)
    }
}

extension DependencyGraph {
    /// The graph as it is: every dependent, every variable one reads, and who reads what.
    /// With the node of each box a dependent stands for or that is read, so that what the
    /// mounted views read can join the graph (`GraphSnapshot.adding`).
    func snapshot(variableKind: (Box, String) -> (keyword: String, type: String?)) -> (GraphSnapshot, [ObjectIdentifier: Int]) {
        // Each box a dependent stands for: a State's backing and storage, a binding's
        // holder, a watch's value, a followed variable and the object it holds. The first
        // claims a shared one (an object two variables hold is named by the first).
        var owner: [ObjectIdentifier: Int] = [:]
        var nodes: [GraphSnapshot.Node] = []
        var nodeOf: [ObjectIdentifier: Int] = [:]
        func claim(_ box: Box, for dependent: Dependent) {
            if owner[ObjectIdentifier(box)] == nil { owner[ObjectIdentifier(box)] = dependent.sequence }
        }
        for dependent in dependents {
            switch dependent.kind {
            case .state(let backing):
                claim(backing, for: dependent)
                if case .state(let storage) = backing.value { claim(storage, for: dependent) }
            case .binding(let holder):
                claim(holder, for: dependent)
            case .watch(let cache, _):
                claim(cache, for: dependent)
            case .followed(let holder, _, _):
                claim(holder, for: dependent)
                switch holder.value {
                case .object(let storage), .some(.object(let storage)): claim(storage, for: dependent)
                default: break
                }
            }
        }
        // Usually a dependent reads what was declared before it, but not always (an object
        // assigned later to a variable an older watch reads): the edges are made once every
        // dependent has its node.
        enum Source: Equatable {
            case dependent(sequence: Int)
            case variable(node: Int)
        }
        var dependentNode: [Int: Int] = [:]
        var readers: [(node: Int, read: [(source: Source, paths: [String])])] = []
        for dependent in dependents {
            // What it reads, grouped by what is read, in the order first read.
            var read: [(source: Source, paths: [String])] = []
            for registration in dependent.registrations {
                let box = registration.box
                let source: Source
                if let sequence = owner[ObjectIdentifier(box)] {
                    if sequence == dependent.sequence { continue }  // its own storage
                    source = .dependent(sequence: sequence)
                } else if let node = nodeOf[ObjectIdentifier(box)] {
                    source = .variable(node: node)
                } else {
                    let name = boxName(box)
                    let (keyword, type) = variableKind(box, name)
                    source = .variable(node: nodes.count)
                    nodeOf[ObjectIdentifier(box)] = nodes.count
                    nodes.append(.init(id: nodes.count, name: name, kind: .variable(declaredWith: keyword), type: type))
                }
                let path = displayPath(registration)
                if let index = read.firstIndex(where: { $0.source == source }) {
                    if let path, !read[index].paths.contains(path) { read[index].paths.append(path) }
                } else {
                    read.append((source, path.map { [$0] } ?? []))
                }
            }
            dependentNode[dependent.sequence] = nodes.count
            readers.append((nodes.count, read))
            nodes.append(.init(
                id: nodes.count, name: dependent.name, kind: .dependent(dependent.summary.kind),
                type: dependent.valueType.displayName))
        }
        var edges: [GraphSnapshot.Edge] = []
        for (reader, read) in readers {
            let byNode = read.map { item -> (node: Int, paths: [String]) in
                switch item.source {
                case .dependent(let sequence): (dependentNode[sequence]!, item.paths)
                case .variable(let node): (node, item.paths)
                }
            }
            for (node, paths) in byNode.sorted(by: { $0.node < $1.node }) {
                // Only a wrapper's box was read (`_x` of `@Binding var x`): the name says it.
                edges.append(.init(from: node, to: reader, paths: paths.isEmpty ? [nodes[node].name] : paths))
            }
        }
        var nodeOfBox = nodeOf
        for (box, sequence) in owner { nodeOfBox[box] = dependentNode[sequence] }
        return (GraphSnapshot(nodes: nodes, edges: edges), nodeOfBox)
    }
}
