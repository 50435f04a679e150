import SwiftUI

// onAppear runs after the first mount, onChange after an update in which its value changed
// (with the old and the new value), onDisappear when the view leaves the tree.
struct Detail: View {
    var body: some View {
        Text("Detail")
            .onAppear { print("Detail appeared") }
            .onDisappear { print("Detail disappeared") }
    }
}

struct LifecycleView: View {
    @State private var count = 0
    @State private var showDetail = false

    var body: some View {
        let _ = print("LifecycleView.body")
        VStack {
            Button("Count \(count)") { count += 1 }
            if showDetail {
                Detail()
            }
            Toggle("Detail", isOn: $showDetail)
        }
        .onAppear { print("LifecycleView appeared") }
        .onChange(of: count) { old, new in
            print("count changed from \(old) to \(new)")
        }
    }
}

let host = ViewHost(LifecycleView())
host.tap("Count 0")
host.toggle("Detail")
host.toggle("Detail")
print(host.render())
