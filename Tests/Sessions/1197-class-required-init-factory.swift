// required init used through a metatype: a factory builds subclasses from their type
class Widget {
    let id: Int
    required init(id: Int) { self.id = id }
    func render() -> String { "Widget \(id)" }
}
class Button: Widget {
    var title = "OK"
    required init(id: Int) {
        super.init(id: id)
        title = "Button\(id)"
    }
    override func render() -> String { "[\(title)]" }
}
class Label: Widget {
    override func render() -> String { "label \(id)" }
}
func build(_ type: Widget.Type, count: Int) -> [Widget] {
    (1...count).map { type.init(id: $0) }
}
for w in build(Button.self, count: 2) + build(Label.self, count: 1) + build(Widget.self, count: 1) {
    print(w.render())
}
let kind: Widget.Type = Label.self
print(kind.init(id: 9).render())
