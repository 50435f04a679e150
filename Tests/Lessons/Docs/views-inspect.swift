// :why names what last ran a view's body; :states and :graph show the state each view keeps.
struct Badge: View {
    let count: Int
    var body: some View {
        Text("Count \(count)")
    }
}

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tap \(count)") { count += 1 }
            Badge(count: count)
        }
    }
}
:mount CounterView()
:tap "Tap 0"
:why CounterView
:why Badge
:states
:graph
