import SwiftUI

// SwiftUI's run-time warning for a ForEach id that occurs more than once (views.md,
// "Runtime warnings"), on standard error; the views are still drawn.
struct Tags: View {
    @State private var tags = ["swift", "ui", "swift"]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            Button("Add") { tags.append("new") }
        }
    }
}

let host = ViewHost(Tags())
print(host.render())
host.tap("Add")
print(host.render())
