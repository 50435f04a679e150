import SwiftUI

// An Equatable view is compared with its own ==, here ignoring `noise`: it runs again only
// when == says it changed (views.md, `.equatable()`).
struct Score: View, Equatable {
    let points: Int
    let noise: Int

    static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }

    var body: some View {
        let _ = Self._printChanges()
        Text("\(points) points (noise \(noise))")
    }
}

struct Game: View {
    @State private var points = 0
    @State private var noise = 0

    var body: some View {
        VStack {
            Score(points: points, noise: noise).equatable()
            Button("Noise") { noise += 1 }
            Button("Score") { points += 1 }
        }
    }
}

let host = ViewHost(Game())
host.tap("Noise")
print(host.render())
host.tap("Score")
print(host.render())
