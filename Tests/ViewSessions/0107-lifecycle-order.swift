import SwiftUI

// onAppear after the first mount, in tree order; onChange after the update, with the old
// and the new value, only when the value changed; onDisappear when a view leaves
// (views.md, "Lifecycle"). All writes of one action are one update.
struct Detail: View {
    let title: String

    var body: some View {
        Text(title)
            .onAppear { print("appear \(title)") }
            .onDisappear { print("disappear \(title)") }
    }
}

struct Screen: View {
    @State private var showsDetail = true
    @State private var count = 0
    @State private var other = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("count \(count)")
            if showsDetail {
                Detail(title: "detail")
            }
            Button("Twice") {
                count += 1
                count += 1
                print("action done")
            }
            Button("Other") { other += 1 }
            Toggle("Detail", isOn: $showsDetail)
        }
        .onAppear { print("appear screen") }
        .onChange(of: count) { old, new in print("count \(old) -> \(new)") }
        .onChange(of: other, initial: true) { print("other is \(other)") }
    }
}

let host = ViewHost(Screen())
print("-- twice")
host.tap("Twice")
print("-- other")
host.tap("Other")
print("-- hide")
host.toggle("Detail")
print("-- show")
host.toggle("Detail")
