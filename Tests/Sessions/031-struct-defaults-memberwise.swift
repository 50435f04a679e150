// Memberwise initialisers: one argument per stored property, in order; defaults make arguments optional.
struct Settings {
    var theme: String = "light"
    var fontSize: Double = 14
    var showsHints = true
    var owner: String?
}
let plain = Settings()
let custom = Settings(theme: "dark", owner: "Olivier")
let sized = Settings(fontSize: 18, showsHints: false)
print(plain)
print(custom)
print(sized)
let todo = Todo(id: 9, title: "Defaults")
print(todo)
let full = Todo(id: 10, title: "Everything", done: true, estimate: 3, note: "all set")
print(full)
print(sample.nickname as Any)
