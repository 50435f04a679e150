@testable import StateBindingUI
import Testing

/// An action's transaction as data: `ViewUpdate.transaction`, and the animation each changed
/// line would have, as `.animation` and `.transaction` modifiers make it.
struct Lamp: View {
    @State private var isOn = false
    @State private var level = 1

    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            Text("level \(level)")
                .animation(.linear(duration: 1), value: level)
            Text("still \(level)")
                .transaction { $0.animation = nil }
            Button("Switch") { isOn.toggle() }
            Button("Spring") { withAnimation(.spring()) { isOn.toggle() } }
            Button("Brighter") { withAnimation(.easeIn) { level += 1 } }
            Button("Quiet") { withTransaction(\.disablesAnimations, true) { level += 1 } }
        }
    }
}

@Test func anActionOutsideWithAnimationHasAnEmptyTransaction() {
    let host = ViewHost(Lamp())
    host.tap("Switch")
    #expect(host.lastUpdate.transaction.animation == nil)
    #expect(host.lastUpdate.lineChanges.map(\.animation) == [nil])
}

@Test func withAnimationGivesTheUpdateItsAnimation() {
    let host = ViewHost(Lamp())
    host.tap("Spring")
    #expect(host.lastUpdate.transaction.animation == .spring())
    #expect(host.lastUpdate.lineChanges.map(\.animationName) == ["spring"])
}

@Test func modifiersChangeTheTransactionOfTheLinesInside() {
    let host = ViewHost(Lamp())
    host.tap("Brighter")
    // `.animation(_:value:)` saw its value change; `.transaction` took the animation away.
    #expect(host.lastUpdate.lineChanges.map(\.new) == ["Text \"level 2\"", "Text \"still 2\""])
    #expect(host.lastUpdate.lineChanges.map(\.animation) == [.linear(duration: 1), nil])
    host.tap("Quiet")
    #expect(host.lastUpdate.transaction.disablesAnimations)
    #expect(host.lastUpdate.lineChanges.map(\.animation) == [nil, nil])
}
