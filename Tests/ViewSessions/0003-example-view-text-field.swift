import SwiftUI

// Seed 003's ExampleView: a Text and a TextField share the State `text` through `$text`.
// Filling the field writes the State through the binding; the body read `text`, so it runs.
struct ExampleView: View {
    @State var text: String = "🍌🍌"

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
        TextField("Placeholder", text: $text)
    }
}

let host = ViewHost(ExampleView())
print(host.render())
host.fill("Placeholder", "🍏")
print(host.render())
host.fill("Placeholder", "")
print(host.render())
