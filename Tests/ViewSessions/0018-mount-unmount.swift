import SwiftUI

// Mounting another root unmounts the previous one: its onDisappear runs and its state goes;
// mounting it again starts its state afresh.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { print("Counter appeared") }
            .onDisappear { print("Counter disappeared") }
    }
}

struct About: View {
    var body: some View {
        Text("About")
            .onAppear { print("About appeared") }
    }
}

let host = ViewHost(Counter())
host.tap("Count 0")
print(host.render())
host.mount(About())
print(host.render())
host.mount(Counter())
print(host.render())
host.unmount()
print("[\(host.render())]")
