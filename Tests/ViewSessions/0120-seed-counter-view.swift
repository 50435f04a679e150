import SwiftUI

// Seed 002's CounterView, as typed: tapping re-runs the body with the stored count, and the
// State's storage is the same box every time.
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
host.tap("Tap 1")
print(host.render())
