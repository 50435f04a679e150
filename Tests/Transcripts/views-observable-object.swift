// arguments: --no-sample
// Seed 003's ExampleView: `$viewModel.isEnabled` binds the Toggle to the @StateObject's
// @Published property; toggling it changes what the body read, so the body runs again.
// (StateBindingUI has no ObservableObject yet, so this is not a recorded view session.)
class ExampleModel: ObservableObject {
    @Published var isEnabled: Bool = false
}

struct ExampleView: View {
    @StateObject var viewModel = ExampleModel()

    var text: String {
        viewModel.isEnabled ? "Enabled" : "Disabled"
    }

    var body: some View {
        Toggle(text, isOn: $viewModel.isEnabled)
    }
}
:mount ExampleView()
:toggle "Disabled"
:toggle "Enabled"
