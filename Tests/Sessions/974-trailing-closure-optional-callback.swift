// A trailing closure fills an optional function parameter (callbacks of components); [self] captures
struct Button {
    var title: String
    var action: (() -> Void)?
    func tap() { if let action { action() } else { print("\(title): no action") } }
}
struct Field {
    var text: String
    var onCommit: ((String) -> Void)?
    init(text: String, onCommit: ((String) -> Void)? = nil) {
        self.text = text
        self.onCommit = onCommit
    }
    func commit() { onCommit?(text) }
}
func confirm(_ message: String, completion: ((Bool) -> Void)? = nil) { completion?(message.count > 3) }
var events: [String] = []
let save = Button(title: "Save") { events.append("saved") }
let help = Button(title: "Help")
save.tap(); help.tap()
Field(text: "hello") { events.append("commit \($0)") }.commit()
Field(text: "quiet").commit()
confirm("Delete?") { events.append("confirmed: \($0)") }
confirm("no")
struct Counter {
    var count = 2
    func makeReport() -> () -> String { { [self] in "count is \(count)" } }
}
var counter = Counter()
let report = counter.makeReport()
counter.count = 5
print(events, report(), counter.makeReport()())
