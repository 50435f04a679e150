import SwiftUI

// A stored closure cannot be compared: a child holding one runs again whenever its parent
// does, even when nothing it shows changed (views.md, "When a body runs").
struct Plain: View {
    let title: String
    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

struct WithClosure: View {
    let title: String
    let onTap: () -> Void
    var body: some View {
        let _ = Self._printChanges()
        Button(title, action: onTap)
    }
}

struct Holder: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(count)")
            Plain(title: "plain")
            WithClosure(title: "closure") { count += 1 }
        }
    }
}

let host = ViewHost(Holder())
print("-- tap")
host.tap("closure")
