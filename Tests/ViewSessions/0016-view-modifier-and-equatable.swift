import SwiftUI

// A session's own ViewModifier holds state of its own and runs as a view named by its type;
// `extension View` adds a modifier method; `.equatable()` compares a view with its `==`.
struct Highlight: ViewModifier {
    @State private var highlighted = false

    func body(content: Content) -> some View {
        let _ = print("Highlight.body, highlighted: \(highlighted)")
        VStack {
            content
            Button(highlighted ? "Unhighlight" : "Highlight") { highlighted.toggle() }
        }
    }
}

extension View {
    func card() -> some View {
        padding().background(.yellow)
    }
}

struct Score: View, Equatable {
    let points: Int
    let comment: String

    static func == (lhs: Score, rhs: Score) -> Bool {
        lhs.points == rhs.points
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("\(points) points (\(comment))")
    }
}

struct Board: View {
    @State private var points = 0
    @State private var comment = "start"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Score(points: points, comment: comment)
                .equatable()
            Text("Board")
                .card()
                .modifier(Highlight())
            Button("Score") { points += 1 }
            Button("Comment") { comment = "nice" }
        }
    }
}

let host = ViewHost(Board())
print(host.render(modifiers: true))
host.tap("Highlight")
host.tap("Comment")
host.tap("Score")
print(host.render())
