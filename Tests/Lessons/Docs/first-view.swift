// A view reads a State in its body: :mount draws it, :tap acts as a user would.
struct CounterView: View {
    @State private var count = 0
    var body: some View {
        Button("Tap \(count)") { count += 1 }
    }
}
:mount CounterView()
:tap "Tap 0"
