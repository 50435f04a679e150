import Testing

@testable import BindscopeSession

/// The mounted views in the inspection answers, as data: `:graph`'s nodes and edges (and
/// their dot and Mermaid forms), `:why VIEW`.
@Suite("Mounted views in the inspection answers")
struct ViewInspectionTests {
    static let script = """
        struct Child: View {
            @Binding var value: Int
            var body: some View { Text("Value \\(value)") }
        }
        struct Parent: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Tap \\(count)") { count += 1 }
                    Child(value: $count)
                }
            }
        }
        :mount Parent()
        :tap "Tap 0"
        """

    func session() -> Session {
        let harness = SessionHarness()
        #expect(harness.run(Self.script), "\(harness.standardError)")
        return harness.session
    }

    @Test("A view's state, each view, and an edge from the state to each body that read it")
    func graph() throws {
        let graph = try session().graph()
        #expect(graph.nodes.map(\.name) == ["Parent/_count", "Parent", "Parent/VStack/Child"])
        #expect(graph.nodes.map(\.kind.description) == ["State", "view", "view"])
        #expect(graph.nodes.map(\.type) == ["Int", "Parent", "Child"])
        let edges = graph.edges.map { "\(graph.nodes[$0.from].name) -> \(graph.nodes[$0.to].name): \($0.paths.joined(separator: ", "))" }
        #expect(edges == ["Parent/_count -> Parent: Parent/_count", "Parent/_count -> Parent/VStack/Child: Parent/_count"])
        let dot = GraphExport.dot(graph)
        #expect(dot.contains("n1 [label=\"Parent: Parent\\nview\", shape=component];"))
        #expect(dot.contains("n0 -> n2;"))
        #expect(GraphExport.mermaid(graph).contains("n2{{\"Parent/VStack/Child: Child<br/>view\"}}"))
    }

    @Test(":why for a view through a binding names the parent's state and the command")
    func why() throws {
        let answer = try session().why("Child")
        guard case .bodyRan(let run) = answer.change else {
            Issue.record("a view's answer is its body's run")
            return
        }
        #expect(run.place == "Parent/VStack/Child")
        #expect(run.reasons == ["_value"])
        #expect(run.causes == [.write(name: "count", state: "Parent/_count")])
        #expect(run.statement?.text == ":tap \"Tap 0\"")
    }
}
