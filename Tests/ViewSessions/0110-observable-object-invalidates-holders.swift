import SwiftUI

// ObservableObject: objectWillChange invalidates every view holding the object through
// @StateObject, @ObservedObject or @EnvironmentObject, whatever its body read
// (views.md, "Observation"). The StateObject is made once per identity.
final class Model: ObservableObject {
    @Published var count = 0
    @Published var unrelated = 0

    init() {
        print("Model made")
    }
}

struct Reader: View {
    @ObservedObject var model: Model

    var body: some View {
        let _ = Self._printChanges()
        Text("count \(model.count)")
    }
}

struct Bystander: View {
    @ObservedObject var model: Model

    var body: some View {
        let _ = Self._printChanges()
        Text("reads nothing of the model")
    }
}

struct FromEnvironment: View {
    @EnvironmentObject var model: Model

    var body: some View {
        let _ = Self._printChanges()
        Button("Environment \(model.count)") { model.count += 10 }
    }
}

struct Owner: View {
    @StateObject private var model = Model()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Reader(model: model)
            Bystander(model: model)
            FromEnvironment()
            Button("Unrelated") { model.unrelated += 1 }
        }
        .environmentObject(model)
    }
}

let host = ViewHost(Owner())
print("-- unrelated")
host.tap("Unrelated")
print("-- environment")
host.tap("Environment 0")
print(host.render())
