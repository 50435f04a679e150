// A view hierarchy of classes conforming to a protocol through the superclass, closures capturing a button, and generics bounded by a class
protocol Drawable { func draw() -> String }
class View: Drawable {
    var subviews: [View] = []
    let tag: Int
    init(tag: Int) { self.tag = tag }
    func draw() -> String { "View#\(tag)[" + subviews.map { $0.draw() }.joined(separator: ",") + "]" }
    func addSubview(_ view: View) { subviews.append(view) }
}
class Label: View {
    var text: String
    init(tag: Int, text: String) {
        self.text = text
        super.init(tag: tag)
    }
    override func draw() -> String { "Label(\(text))" }
}
class Button: Label {
    var action: () -> Void = {}
    func tap() { action() }
}
func render<T: Drawable>(_ item: T) -> String { item.draw() }
func firstOfKind<V: View>(_ kind: V.Type, in view: View) -> V? {
    view.subviews.first { $0 is V } as? V
}
let root = View(tag: 0)
let title = Label(tag: 1, text: "Hello")
let ok = Button(tag: 2, text: "OK")
var taps = 0
ok.action = { taps += 1; ok.text = "Tapped \(taps)" }
root.addSubview(title)
root.addSubview(ok)
ok.tap(); ok.tap()
print(render(root))
print(firstOfKind(Button.self, in: root)?.text ?? "none", firstOfKind(Label.self, in: root)?.tag ?? -1)
let drawables: [Drawable] = [title, ok, root]
print(drawables.map { $0.draw() }.count, drawables.compactMap { $0 as? Label }.map(\.text))
