// Property observers after an initial value that could take a trailing closure: `.auto {`, `make() {`
enum Mode { case auto, manual }
func defaultName() -> String { "untitled" }
struct Document {
    var log: [String] = []
    var mode: Mode = .auto {
        didSet { log.append("mode \(oldValue) → \(mode)") }
    }
    static func defaultName() -> String { "untitled" }
    var name = Document.defaultName() {
        willSet { log.append("renaming \(name) to \(newValue)") }
    }
}
var document = Document()
document.mode = .manual
document.name = "notes"
print(document.log)
var level: Mode = .manual {
    didSet { print("level now", level) }
}
level = .auto
var title = defaultName() {
    didSet { print("title:", oldValue, "→", title) }
}
title = "draft"
