// A protocol requirement written with a result builder: conformers' bodies get the builder implicitly
@resultBuilder enum WidgetBuilder {
    static func buildBlock<C>(_ c: C) -> C { c }
    static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> Stack<C0, C1> { print("  stack"); return Stack(top: c0, bottom: c1) }
    static func buildOptional<C>(_ c: C?) -> C? { c }
    static func buildEither<F, S>(first: F) -> Choice<F, S> { .first(first) }
    static func buildEither<F, S>(second: S) -> Choice<F, S> { .second(second) }
}
protocol Widget { associatedtype Body; @WidgetBuilder var body: Body { get } }
struct Label: CustomStringConvertible { var text: String; var description: String { "Label(\(text))" } }
struct Stack<Top, Bottom>: CustomStringConvertible { var top: Top; var bottom: Bottom; var description: String { "Stack[\(top) / \(bottom)]" } }
enum Choice<F, S>: CustomStringConvertible {
    case first(F), second(S)
    var description: String { switch self { case .first(let f): "\(f)"; case .second(let s): "\(s)" } }
}
struct Greeting: Widget {
    var name: String?
    var body: some CustomStringConvertible {
        Label(text: "Hello")
        if let name { Label(text: name) } else { Label(text: "stranger") }
    }
}
struct Badge: Widget {
    var count: Int
    var body: Stack<Label, Label?> {
        Label(text: "badge")
        if count > 0 { Label(text: "\(count)") }
    }
}
struct Plain: Widget {
    var body: Label { return Label(text: "explicit return: no builder") }
}
print(Greeting(name: "Ada").body)
print(Greeting(name: nil).body)
print(Badge(count: 3).body)
print(Badge(count: 0).body)
print(Plain().body)
