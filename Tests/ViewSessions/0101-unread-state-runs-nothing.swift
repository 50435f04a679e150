import SwiftUI

// A write to state that no body read re-runs nothing (views.md, "When a body runs").
struct Silent: View {
    @State private var taps = 0
    @State private var shown = "unchanged"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(shown)
            Button("Count silently") { taps += 1 }
            Button("Show") { shown = "shown after \(taps) taps" }
        }
    }
}

let host = ViewHost(Silent())
host.tap("Count silently")
host.tap("Count silently")
print("after two silent taps:")
print(host.render())
host.tap("Show")
print(host.render())
