import SwiftUI

// `.id(_:)`: when the value changes, the view is a new one and its state starts over
// (views.md, "Explicit identity").
struct Draft: View {
    @State private var text = ""

    var body: some View {
        let _ = Self._printChanges()
        TextField("Draft", text: $text)
    }
}

struct Editor: View {
    @State private var version = 1

    var body: some View {
        VStack {
            Draft().id(version)
            Button("Reset") { version += 1 }
            Text("version \(version)")
        }
    }
}

let host = ViewHost(Editor())
host.fill("Draft", "hello")
print(host.render())
host.tap("Reset")
print(host.render())
