import SwiftUI

// The controls and what acting on them writes: a Stepper within its bounds, a Slider
// clamped and stepped, a Picker's tagged options, a SecureField's hidden text, a Label and
// an Image drawn as they are.
enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

struct Order: View {
    @State private var scoops = 1
    @State private var sweetness = 0.5
    @State private var flavor = Flavor.vanilla
    @State private var code = ""

    var body: some View {
        Form {
            Section("Ice cream") {
                Stepper("Scoops: \(scoops)", value: $scoops, in: 1...3)
                Slider(value: $sweetness, in: 0...1, step: 0.25) {
                    Text("Sweetness")
                }
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
            }
            Section {
                SecureField("Code", text: $code)
                Label("Pay", systemImage: "creditcard")
                Image(systemName: "cart")
                Spacer()
                Divider()
            }
        }
    }
}

let host = ViewHost(Order())
print(host.render())
host.increment("Scoops: 1")
host.increment("Scoops: 2")
host.increment("Scoops: 3")
host.decrement("Scoops: 3")
host.slide("Sweetness", 0.6)
host.pick("Flavor", "chocolate")
host.fill("Code", "1234")
print(host.render())
host.slide("Sweetness", 7)
print(host.render())
