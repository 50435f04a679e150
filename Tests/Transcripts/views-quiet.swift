// arguments: --quiet --no-sample
// Under --quiet, :mount and the actions print nothing of their own: only what the session's
// code prints (its prints in bodies and actions, _printChanges). :render still draws the tree.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("Tap \(count)") {
            print("tapped at \(count)")
            count += 1
        }
    }
}
:mount CounterView()
:tap "Tap 0"
:tap "Tap 1"
:render
