import SwiftUI

// Animations and transactions: nothing is animated, but the writes of an action run in a
// transaction (withAnimation, withTransaction), and .animation(_:value:), .animation(_:) and
// .transaction { } say what it becomes for the views inside. A .transaction closure sees
// the transaction of an update that changes a line inside it (bindscope's rule, views.md).
struct Badge: View {
    let count: Int

    var body: some View {
        Text("count \(count)")
            .transaction { transaction in
                print("Badge transaction: \(String(describing: transaction.animation)), disables: \(transaction.disablesAnimations)")
            }
    }
}

struct AnimatedCounter: View {
    @State private var count = 0
    @State private var isOn = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Badge(count: count)
                .animation(.easeInOut(duration: 0.5), value: isOn)
            Text(isOn ? "on" : "off")
                .animation(.linear)
            Button("Plain") { count += 1 }
            Button("Spring") {
                withAnimation(.spring()) { count += 1 }
            }
            Button("Flip") {
                withAnimation { isOn.toggle() }
            }
            Button("Quiet") {
                var transaction = Transaction(animation: .easeIn)
                transaction.disablesAnimations = true
                withTransaction(transaction) { count += 1 }
            }
            Button("Key path") {
                withTransaction(\.animation, .easeOut(duration: 2)) { count += 1 }
            }
        }
    }
}

let host = ViewHost(AnimatedCounter())
for title in ["Plain", "Spring", "Flip", "Quiet", "Key path"] {
    print("-- \(title)")
    host.tap(title)
}
print(host.render(modifiers: true))
let animations: [Animation] = [.default, .easeInOut, .spring, .linear(duration: 1), .spring(response: 0.3, dampingFraction: 0.5)]
for animation in animations {
    print(animation)
}
