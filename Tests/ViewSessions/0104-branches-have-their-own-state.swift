import SwiftUI

// Each branch of an if/else is a place of its own: switching branches ends one branch's
// state and starts the other's fresh; coming back starts fresh again (views.md, identity).
struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(label) \(count)") { count += 1 }
    }
}

struct Switcher: View {
    @State private var first = true

    var body: some View {
        VStack {
            if first {
                Counter(label: "A")
            } else {
                Counter(label: "B")
            }
            Toggle("First", isOn: $first)
        }
    }
}

let host = ViewHost(Switcher())
host.tap("A 0")
host.tap("A 1")
print(host.render())
host.toggle("First")
print(host.render())
host.tap("B 0")
host.toggle("First")
print(host.render())
