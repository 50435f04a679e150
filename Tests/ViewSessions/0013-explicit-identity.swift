import SwiftUI

// `.id(_:)` is the view's identity: when the value changes the view is a new one and its state
// starts over; while it stays, the state stays.
struct Draft: View {
    @State private var words = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Words \(words)") { words += 1 }
    }
}

struct Editor: View {
    @State private var documentID = 1
    @State private var saves = 0

    var body: some View {
        VStack {
            Draft()
                .id(documentID)
            Button("Save \(saves)") { saves += 1 }
            Button("Next document") { documentID += 1 }
        }
    }
}

let host = ViewHost(Editor())
host.tap("Words 0")
host.tap("Words 1")
host.tap("Save 0")
print(host.render())
host.tap("Next document")
print(host.render())
