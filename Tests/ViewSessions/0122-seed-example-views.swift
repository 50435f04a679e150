import SwiftUI

// Seed 003's ExampleViews, as typed: a TextField writing a @State through $text, and a
// Toggle bound to an ObservableObject's property with $viewModel.isEnabled, a Binding;
// viewModel.$isEnabled is something else, the @Published property's publisher.
struct ExampleView: View {
    @State var text: String = "🍌🍌"

    var body: some View {
        Text(text)
        TextField("Placeholder", text: $text)
    }
}

struct ToggleExampleView: View {
    @StateObject var viewModel = ExampleModel()

    var text: String {
        viewModel.isEnabled ? "Enabled" : "Disabled"
    }

    var body: some View {
        let _ = Self._printChanges()
        Toggle(text, isOn: $viewModel.isEnabled)
    }
}

class ExampleModel: ObservableObject {
    @Published var isEnabled: Bool = false
}

let host = ViewHost(ExampleView())
print(host.render())
host.fill("Placeholder", "🍏")
print(host.render())

let toggles = ViewHost(ToggleExampleView())
print(toggles.render())
toggles.toggle("Disabled")
print(toggles.render())

let model = ExampleModel()
let subscription = model.$isEnabled.sink { print("published isEnabled: \($0)") }
let binding = ObservedObject(wrappedValue: model).projectedValue.isEnabled
binding.wrappedValue = true
print(model.isEnabled)
subscription.cancel()
