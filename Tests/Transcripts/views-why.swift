// arguments: --no-sample --keep-going
// :why VIEW says which statement last ran a mounted view's body and what made it run: its
// first mount (@identity), its parent making it with other inputs (@self), or a write to what
// it read. A view is named by its type or, when several share it, by its place.
struct Badge: View {
    let count: Int
    var body: some View {
        Text("Count \(count)")
    }
}

struct Tally: View {
    @State private var taps = 0
    var body: some View {
        Text("Tally \(taps)")
    }
}

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tap \(count)") { count += 1 }
            Badge(count: count)
            Tally()
            Tally()
        }
    }
}
:mount CounterView()
:why CounterView
:why Badge
:tap "Tap 0"
:why CounterView
:why Badge
// Two Tally views: named by type, the answer is which one; each place names one.
:why Tally
:why CounterView/VStack/Tally#2
:why Bdge
:why CounterView/VStack/Nothing
// A State of the session given to a view as a binding, written at the prompt.
@State var shared = 0
struct Child: View {
    @Binding var value: Int
    var body: some View {
        Text("Value \(value)")
    }
}
:mount Child(value: $shared)
:why Child
shared = 5
:why Child
:why shared
