// arguments: --no-sample
// Observation: a view whose body read an @Observable model's `count` runs again when `count`
// changes, and not when `other` does, which no body read: that tap runs no body.
@Observable class Model {
    var count = 0
    var other = 0
}

struct ObservingView: View {
    @State private var model = Model()

    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(model.count)") { model.count += 1 }
        Button("Other") { model.other += 1 }
    }
}
:mount ObservingView()
:tap "Count 0"
:tap "Other"
