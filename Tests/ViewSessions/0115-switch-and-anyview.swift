import SwiftUI

// A switch in a builder: each case is a place of its own, so moving between cases starts
// the new case's state fresh. AnyView erases the type but not the identity: a different
// erased type is a different view.
enum Step {
    case start, middle, end
}

struct Tally: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(name) \(taps)") { taps += 1 }
    }
}

struct Wizard: View {
    @State private var step = Step.start
    @State private var erased = true

    var body: some View {
        VStack {
            switch step {
            case .start:
                Tally(name: "start")
            case .middle:
                Tally(name: "middle")
            case .end:
                Text("done")
            }
            if erased {
                AnyView(Tally(name: "erased"))
            } else {
                AnyView(Text("plain"))
            }
            Button("Next") {
                step = step == .start ? .middle : .end
            }
            Toggle("Erased", isOn: $erased)
        }
    }
}

let host = ViewHost(Wizard())
host.tap("start 0")
host.tap("erased 0")
print(host.render())
host.tap("Next")
print(host.render())
host.toggle("Erased")
host.toggle("Erased")
host.tap("Next")
print(host.render())
