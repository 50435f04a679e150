// The gist's discussion: a memberwise init takes a wrapped property's wrapper; a hand-written init sets _message
struct MasterView {
    @State private var message: String = ""
    func detail() -> DetailView {
        // Here message is passed as a binding, which works.
        DetailView(message: $message)
    }
    func hello() -> Hello {
        Hello(text: $message)
    }
    func show() { print("master sees:", message) }
}
struct DetailView {
    @Binding var message: String
    init(message: Binding<String>) {
        // Not self.message: that is the String the wrapper exposes.
        self._message = message
    }
    func type(_ text: String) { message = text }
}
struct Hello {
    @Binding var text: String
}
let master = MasterView()
let detail = master.detail()
detail.type("typed in the detail")
master.show()
let hello = master.hello()
hello.text += "!"
master.show()
print(detail.message, type(of: detail.$message))
