import SwiftUI

// A session's own ViewModifier, applied with .modifier(_:) and through an extension of
// View: its body(content:) wraps the view, and it may keep state of its own.
struct Card: ViewModifier {
    let title: String
    @State private var expanded = false

    func body(content: Content) -> some View {
        let _ = print("Card \(title) body, expanded: \(expanded)")
        VStack {
            Button(expanded ? "Collapse \(title)" : "Expand \(title)") { expanded.toggle() }
            if expanded {
                content
            }
        }
    }
}

extension View {
    func card(_ title: String) -> some View {
        modifier(Card(title: title))
    }
}

struct Dashboard: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("visits \(visits)").card("Stats")
            Button("Visit") { visits += 1 }
        }
    }
}

let host = ViewHost(Dashboard())
print(host.render())
host.tap("Expand Stats")
print(host.render())
host.tap("Visit")
print(host.render())
