// Builder closures: init(@B content:), trailing closures, closures taking parameters, nested builder closures
@resultBuilder struct HTML {
    static func buildExpression(_ text: String) -> [String] { print("  text \(text)"); return [text] }
    static func buildExpression(_ node: Node) -> [String] { print("  node <\(node.tag)>"); return [node.render()] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ parts: [String]?) -> [String] { parts ?? [] }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
struct Node {
    var tag: String
    var children: [String]
    init(_ tag: String, @HTML content: () -> [String]) {
        print("  init <\(tag)>")
        self.tag = tag
        children = content()
    }
    func render() -> String { "<\(tag)>" + children.joined() + "</\(tag)>" }
}
func repeated(_ times: Int, @HTML _ row: (Int) -> [String]) -> [String] {
    (1...times).flatMap { row($0) }
}
let items = ["tea", "milk"]
let page = Node("body") {
    "Menu"
    Node("ul") {
        for item in items { Node("li") { item } }
    }
    if items.count > 1 { Node("p") { "\(items.count) items" } }
}
print(page.render())
print(repeated(3) { n in "row \(n)"; if n == 2 { "second" } })
print(repeated(2) { "anonymous \($0)"; if $0 > 1 { "more" } })
