import SwiftUI

// A Picker selects the option whose text is given; its `.tag` is the value set. An Equatable
// view is compared with its own `==`: equal by `flavor` alone, it does not run for `note`.
enum Flavor: String, Hashable {
    case vanilla, chocolate, strawberry
}

struct Scoop: View, Equatable {
    let flavor: Flavor
    let note: String

    static func == (lhs: Scoop, rhs: Scoop) -> Bool {
        lhs.flavor == rhs.flavor
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("Scoop of \(flavor.rawValue) (\(note))")
    }
}

struct Shop: View {
    @State private var flavor = Flavor.vanilla
    @State private var visits = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Scoop(flavor: flavor, note: "visit \(visits)")
            Button("Visit") { visits += 1 }
        }
    }
}

let host = ViewHost(Shop())
print(host.render())
host.pick("Flavor", "Chocolate")
host.tap("Visit")
print(host.render())
