import SwiftUI

// A modifier's `content` is a proxy: when only the content its parent gives it changes, the
// modifier's body does not run again (its inputs are the modifier's own properties), yet the
// new content is drawn. When the modifier's own input changes, its body runs again. A view
// inside the content runs only when its own inputs changed.
struct Framed: ViewModifier {
    let color: String

    func body(content: Content) -> some View {
        let _ = print("Framed body, color \(color)")
        VStack {
            Text("frame \(color)")
            content
        }
    }
}

struct Nested: ViewModifier {
    func body(content: Content) -> some View {
        let _ = print("Nested body")
        content.modifier(Framed(color: "inner"))
    }
}

struct Score: View {
    let points: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("score \(points)")
    }
}

struct Panel: View {
    @State private var points = 0
    @State private var color = "red"
    @State private var clicks = 0

    var body: some View {
        let _ = print("Panel body")
        VStack {
            VStack {
                Text("clicks \(clicks)")
                Score(points: points)
            }
            .modifier(Framed(color: color))
            Text("nested \(clicks)").modifier(Nested())
            Button("Click") { clicks += 1 }
            Button("Score") { points += 1 }
            Button("Paint") { color = "blue" }
        }
    }
}

let host = ViewHost(Panel())
print(host.render())
print("-- Click: the content changes, neither modifier's body runs")
host.tap("Click")
print(host.render())
print("-- Score: Score runs inside the unchanged frame")
host.tap("Score")
print(host.render())
print("-- Paint: the modifier's own input changed")
host.tap("Paint")
print(host.render())
