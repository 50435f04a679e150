// A lesson on views: which bodies run, and why. bindscope --check replays it and compares.

// 1. A view with a State: :mount draws it; a tap writes the State its body read, so the body
// runs again and the Button's title changes. The report says why in _printChanges' words,
// which the body prints too.
struct CounterView: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Tap \(count)") { count += 1 }
    }
}
:mount CounterView()
:tap "Tap 0"

// 2. State lives by identity: a parent that re-creates its child keeps the child's State,
// and only bodies whose inputs changed run.
struct Greeting: View {
    let name: String
    @State private var waves = 0
    var body: some View {
        Text("Hello, \(name)" + String(repeating: "!", count: waves))
        Button("Wave") { waves += 1 }
    }
}
struct Parent: View {
    @State private var name = "Ann"
    @State private var unread = 0
    var body: some View {
        VStack {
            Greeting(name: name)
            Button("Rename") { name = "Bob" }
            Button("Unread") { unread += 1 }
        }
    }
}
:mount Parent()
:tap "Wave"
:tap "Rename"

// 3. A write no body read runs no body.
:tap "Unread"

// 4. A control that is not there: the nearest title is suggested.
:tap "Wve"
