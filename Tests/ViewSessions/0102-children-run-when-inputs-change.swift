import SwiftUI

// A parent that re-runs re-creates its children; a child whose inputs are equal is not run
// again, one whose inputs differ runs with @self (views.md, "When a body runs").
struct Row: View {
    let title: String

    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

struct Board: View {
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Row(title: "fixed")
            Row(title: "count \(count)")
            Row(title: count > 1 ? "big" : "small")
            Button("Add") { count += 1 }
        }
    }
}

let host = ViewHost(Board())
print("-- tap 1")
host.tap("Add")
print("-- tap 2")
host.tap("Add")
print(host.render())
