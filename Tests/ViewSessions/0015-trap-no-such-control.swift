import SwiftUI

// Tapping a control that is not there stops the program, as the host's preconditionFailure
// does, with the nearest title as a suggestion; what printed before stays.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        Button("Tap \(count)") { count += 1 }
    }
}

let host = ViewHost(CounterView())
host.tap("Tap 0")
print(host.render())
host.tap("Tap 0")
print("not reached")
