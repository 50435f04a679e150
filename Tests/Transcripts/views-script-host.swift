// arguments: --no-sample
// A script's own ViewHost reports as the commands do: the tree when it mounts, then each
// action's writes, the bodies that ran and why, and the lines that changed.
struct Greeting: View {
    let name: String
    @State private var waves = 0

    var body: some View {
        Text("Hello, \(name)\(String(repeating: "!", count: waves))")
        Button("Wave") { waves += 1 }
    }
}

struct ParentView: View {
    @State private var name = "Ann"

    var body: some View {
        VStack {
            Greeting(name: name)
            Button("Rename") { name = "Bob" }
        }
    }
}

let host = ViewHost(ParentView())
host.tap("Wave")
host.tap("Rename")
print(host.render())
