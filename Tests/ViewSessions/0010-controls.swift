import SwiftUI

// The controls: a Stepper within bounds, a Slider, a SecureField and a disabled Button,
// drawn with their values; `render(modifiers: true)` shows the modifiers.
struct SettingsView: View {
    @State private var count = 1
    @State private var volume = 0.25
    @State private var password = ""

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Section("Numbers") {
                Stepper("Count", value: $count, in: 0...2)
                Slider(value: $volume, in: 0...1, step: 0.25) {
                    Text("Volume")
                }
            }
            SecureField("Password", text: $password)
            Button("Save") { print("saved") }
                .disabled(password.isEmpty)
            Text("Volume \(volume)")
                .font(.headline)
                .padding()
        }
    }
}

let host = ViewHost(SettingsView())
print(host.render())
host.increment("Count")
host.increment("Count")
host.decrement("Count")
host.slide("Volume", 0.6)
host.fill("Password", "abc")
host.tap("Save")
print(host.render(modifiers: true))
