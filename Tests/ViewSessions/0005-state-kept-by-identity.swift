import SwiftUI

// A child's @State keeps its value when the parent re-creates the child struct: the initial
// value is used once per identity. Greeting(name: "Bob") keeps "Hello Ann".
struct Greeting: View {
    let name: String
    @State private var message: String

    init(name: String) {
        self.name = name
        _message = State(initialValue: "Hello \(name)")
        print("Greeting.init(name: \(name))")
    }

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(message)
            Text("name: \(name)")
            Button("Wave") { message += " 👋" }
        }
    }
}

struct ParentView: View {
    @State private var name = "Ann"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Greeting(name: name)
            Button("Rename") { name = "Bob" }
        }
    }
}

let host = ViewHost(ParentView())
print(host.render())
host.tap("Wave")
print(host.render())
host.tap("Rename")
print(host.render())
