import SwiftUI

// Each branch of an if/else is a place of its own: switching branches ends one branch's
// Counter (its state goes) and starts the other's fresh.
struct Counter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(label) \(count)") { count += 1 }
    }
}

struct SwitchView: View {
    @State private var showFirst = true

    var body: some View {
        VStack {
            if showFirst {
                Counter(label: "First")
            } else {
                Counter(label: "Second")
            }
            Toggle("Show first", isOn: $showFirst)
        }
    }
}

let host = ViewHost(SwitchView())
host.tap("First 0")
host.tap("First 1")
print(host.render())
host.toggle("Show first")
print(host.render())
host.toggle("Show first")
print(host.render())
