import SwiftUI

// The nearest .environment above a view wins; a view outside any reads the key's default;
// an @EnvironmentObject's holder runs on any change of the object.
struct AccentKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    var accent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

final class Store: ObservableObject {
    @Published var items = 0
}

struct Shows: View {
    let label: String
    @Environment(\.accent) var accent

    var body: some View {
        let _ = Self._printChanges()
        Text("\(label) \(accent)")
    }
}

struct Counter: View {
    @EnvironmentObject var store: Store

    var body: some View {
        let _ = Self._printChanges()
        Button("Add \(store.items)") { store.items += 1 }
    }
}

struct Root: View {
    @State private var outer = 2
    @State private var inner = 3
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            Shows(label: "outer")
            VStack {
                Shows(label: "inner")
                Counter()
            }
            .environment(\.accent, inner)
            Button("Outer") { outer += 1 }
            Button("Inner") { inner += 1 }
        }
        .environment(\.accent, outer)
        .environmentObject(store)
    }
}

let alone = ViewHost(Shows(label: "alone"))
print(alone.render())
let host = ViewHost(Root())
print("-- outer")
host.tap("Outer")
print("-- inner")
host.tap("Inner")
print("-- add")
host.tap("Add 0")
print(host.render(modifiers: true))
