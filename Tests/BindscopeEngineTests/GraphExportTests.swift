import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

@Suite("The graph as Graphviz and Mermaid text, and as a tree")
struct GraphExportTests {
    /// A State read through a dictionary key, whose text needs escaping in both languages.
    static let graph = GraphSnapshot(
        nodes: [
            .init(id: 0, name: "scores", kind: .dependent(.state), type: "[String: Int]"),
            .init(id: 1, name: "ada", kind: .dependent(.watch), type: "Int?"),
            .init(id: 2, name: "limit", kind: .variable(declaredWith: "let"), type: "Array<Int>"),
            .init(id: 3, name: "over", kind: .dependent(.watch), type: "Bool"),
        ],
        edges: [
            .init(from: 0, to: 1, paths: [#"scores["Ada"]"#]),
            .init(from: 1, to: 3, paths: ["ada"]),
            .init(from: 2, to: 3, paths: ["limit"]),
        ])

    @Test("dot: one node per name with its type and kind, edges labelled with the paths (none for a whole node), quotes escaped")
    func dot() {
        #expect(GraphExport.dot(Self.graph) == #"""
            digraph bindscope {
                rankdir=LR;
                node [fontname="Helvetica"];
                edge [fontname="Helvetica", fontsize=10];
                n0 [label="scores: [String: Int]\nState", shape=box, style=bold];
                n1 [label="ada: Int?\nwatch", shape=ellipse];
                n2 [label="limit: Array<Int>\nlet", shape=note];
                n3 [label="over: Bool\nwatch", shape=ellipse];
                n0 -> n1 [label="scores[\"Ada\"]"];
                n1 -> n3;
                n2 -> n3;
            }

            """#)
    }

    @Test("Mermaid: a shape per kind; quotes and angle brackets as entity codes")
    func mermaid() {
        #expect(GraphExport.mermaid(Self.graph) == #"""
            flowchart LR
                n0["scores: [String: Int]<br/>State"]
                n1(["ada: Int?<br/>watch"])
                n2[/"limit: Array#60;Int#62;<br/>let"/]
                n3(["over: Bool<br/>watch"])
                n0 -->|"scores[#34;Ada#34;]"| n1
                n1 --> n3
                n2 --> n3

            """#)
    }

    @Test("The tree: roots at the left, a reader of two nodes under each, its readers drawn once")
    func tree() {
        let diamond = GraphSnapshot(
            nodes: [
                .init(id: 0, name: "n", kind: .dependent(.state), type: "Int"),
                .init(id: 1, name: "a", kind: .dependent(.watch), type: "Int"),
                .init(id: 2, name: "b", kind: .dependent(.watch), type: "Int"),
                .init(id: 3, name: "c", kind: .dependent(.watch), type: "Int"),
                .init(id: 4, name: "d", kind: .dependent(.watch), type: "Int"),
            ],
            edges: [
                .init(from: 0, to: 1, paths: ["n"]), .init(from: 0, to: 2, paths: ["n"]),
                .init(from: 1, to: 3, paths: ["a"]), .init(from: 2, to: 3, paths: ["b"]),
                .init(from: 3, to: 4, paths: ["c"]),
            ])
        #expect(InspectionRenderer().render(diamond) == """
            n (State)
            ├── a (watch) reads n
            │   └── c (watch) reads a
            │       └── d (watch) reads c
            └── b (watch) reads n
                └── c (watch) reads b (see above)

            """)
        #expect(InspectionRenderer().render(GraphSnapshot(nodes: [], edges: [])) == "no States, bindings or watches yet\n")
    }
}
