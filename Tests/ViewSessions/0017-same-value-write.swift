import SwiftUI

// A write that stores the value the State already has: does the body that read it run again?
// And a custom container taking @ViewBuilder content, with switch and if-let in builders.
struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}

enum Mode {
    case list, grid, none
}

struct Screen: View {
    @State private var mode = Mode.list
    @State private var name: String? = nil

    var body: some View {
        let _ = Self._printChanges()
        Card("Mode") {
            switch mode {
            case .list: Text("List")
            case .grid: Text("Grid")
            case .none: EmptyView()
            }
            if let name {
                Text("Hi \(name)")
            }
            Button("Next") {
                mode = mode == .list ? .grid : .none
                name = "Ann"
            }
            Button("Same") { name = "Ann" }
        }
    }
}

let host = ViewHost(Screen())
print(host.render())
host.tap("Next")
host.tap("Same")
host.tap("Next")
print(host.render())
