// arguments: --quiet
// SwiftUI's Binding reference, "Creating a Binding from an ObservableObject", its view code aside:
// $viewModel.isEnabled is a Binding to the property, viewModel.$isEnabled the @Published
// publisher. Combine is not available on Linux: this output follows Combine's documented
// semantics (a @Published publisher sends its current value on subscription, then each new
// value before it is stored), not a recording from swiftc.
import SwiftUI
struct ExampleView {
    @StateObject var viewModel = ExampleModel()

    var text: String {
        viewModel.isEnabled ? "Enabled" : "Disabled"
    }

    func toggle() -> Binding<Bool> { $viewModel.isEnabled }
    func publisher() -> Published<Bool>.Publisher { viewModel.$isEnabled }
}

class ExampleModel: ObservableObject {
    @Published var isEnabled: Bool = false
}
let view = ExampleView()
print(view.text)
let values = view.publisher().sink { print("published:", $0) }
let isOn = view.toggle()
isOn.wrappedValue = true
print(view.text, type(of: isOn))
