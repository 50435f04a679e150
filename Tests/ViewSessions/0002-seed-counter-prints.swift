import SwiftUI

// Seed 002's CounterView as typed: every tap writes `count`, which the body read, so the body
// runs again and the button shows the new count.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        let _ = print("CounterView.body, count = \(count)")
        Button("Tap \(count)") {
            count += 1
        }
    }
}

let host = ViewHost(CounterView())
print(host.render())
for title in ["Tap 0", "Tap 1", "Tap 2"] {
    host.tap(title)
}
print(host.render())
