import SwiftUI

// SwiftUI initializes a State's storage once per identity: a re-created Greeting with
// another initial value keeps what its identity stored (views.md, "Identity and the lifetime
// of state"). The initial expression still runs each time the struct is made.
struct Greeting: View {
    static func initial(_ name: String) -> String {
        print("initial value for \(name)")
        return "Hello \(name)"
    }

    let name: String
    @State private var message: String

    init(name: String) {
        self.name = name
        _message = State(initialValue: Greeting.initial(name))
    }

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(message)
            Text("for \(name)")
            Button("Wave") { message += "!" }
        }
    }
}

struct Parent: View {
    @State private var name = "Ann"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Greeting(name: name)
            Button("Rename") { name = "Bob" }
        }
    }
}

let host = ViewHost(Parent())
print(host.render())
host.tap("Wave")
print(host.render())
host.tap("Rename")
print(host.render())
