// arguments: --no-sample
// Seed 003's ExampleView: `$viewModel.isEnabled` binds the Toggle to the @StateObject's
// @Published property; toggling it sends objectWillChange, and every view holding the object
// runs again (`_viewModel changed.`), the Footer too, though it read nothing of it.
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
        VStack {
            Toggle(text, isOn: $viewModel.isEnabled)
            Footer(viewModel: viewModel)
        }
    }
}

struct Footer: View {
    @ObservedObject var viewModel: ExampleModel

    var body: some View {
        Text("Footer")
    }
}
:mount ExampleView()
:toggle "Disabled"
:toggle "Enabled"
