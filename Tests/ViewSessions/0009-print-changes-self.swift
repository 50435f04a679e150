import SwiftUI

// `_printChanges` names why a body runs: `@self` when the parent made the view with other
// inputs; a child whose inputs are the same does not run at all.
struct Badge: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("Badge \(count)")
    }
}

struct Title: View {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
    }
}

struct Screen: View {
    @State private var count = 0
    @State private var unread = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Title(text: "Inbox")
            Badge(count: count)
            Button("Add") { count += 1 }
            Button("Write unread") { unread += 1 }
        }
    }
}

let host = ViewHost(Screen())
print("-- add")
host.tap("Add")
print("-- unread")
host.tap("Write unread")
print(host.render())
