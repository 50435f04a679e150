import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Tap \(count)") {
            count += 1
        }
    }
}

let host = ViewHost(CounterView())
print(host.render())
host.tap("Tap 0")
print(host.render())
host.tap("Tap 1")
print(host.render())
