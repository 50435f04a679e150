import StateBindingUI
import Testing

/// How many times each body has run since mount, as the projector page flashes it: kept on
/// the one shared graph, so the compiled library counts exactly as the session does.
private struct Parent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add \(count)") { count += 1 }
            Child(label: "fixed")
        }
    }
}

private struct Child: View {
    let label: String
    var body: some View { Text(label) }
}

@Test func eachBodyCountsItsRunsSinceMount() {
    let host = ViewHost(Parent())
    #expect(host.snapshot()?.bodyRuns == 1)
    host.tap("Add 0")
    host.tap("Add 1")
    let root = host.snapshot()
    #expect(root?.bodyRuns == 3)
    // The child's inputs did not change: it ran once, at mount.
    let child = root?.children.first?.children.first { $0.name == "Child" }
    #expect(child?.bodyRuns == 1)
    #expect(root?.children.first?.bodyRuns == 0)
}

@Test func aBodysFirstRunSaysItsOwnPlace() {
    let host = ViewHost(Parent())
    #expect(host.lastUpdate.bodyRuns.map(\.place) == ["Parent", "Parent/VStack/Child"])
}
