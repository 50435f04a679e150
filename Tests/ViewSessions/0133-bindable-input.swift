import SwiftUI
import Observation

// A view's @Bindable is one of its inputs: re-created with the same object it does not run
// (its parent ran for another reason); with another object its inputs differ (@self).
// Its Stepper's binding writes through the object: @dependencies.
@Observable
final class Counter {
    var count = 0
}

struct CountView: View {
    @Bindable var counter: Counter

    var body: some View {
        let _ = Self._printChanges()
        Stepper("Count", value: $counter.count)
        Text("count \(counter.count)")
    }
}

struct Switcher: View {
    let first: Counter
    let second: Counter
    @State private var usesSecond = false
    @State private var title = "A"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(title)
            CountView(counter: usesSecond ? second : first)
            Button("Retitle") { title += "!" }
            Button("Switch") { usesSecond.toggle() }
        }
    }
}

let first = Counter()
let second = Counter()
second.count = 10
let host = ViewHost(Switcher(first: first, second: second))
print("-- increment")
host.increment("Count")
print("-- retitle: the same object")
host.tap("Retitle")
print("-- switch: another object")
host.tap("Switch")
host.increment("Count")
print(first.count, second.count)
print(host.render())
