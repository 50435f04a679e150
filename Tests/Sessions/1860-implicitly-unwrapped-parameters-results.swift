// Implicitly unwrapped optionals as parameters, results and weak variables: read as their values unless the context takes an optional
final class Node {
    var name: String
    init(_ name: String) { self.name = name }
}
final class Tree {
    weak var root: Node!
    func rootName() -> String { root == nil ? "no root" : root.name }
    func find(_ name: String) -> Node! { name.isEmpty ? nil : Node(name) }
}
func describe(_ node: Node!) -> String {
    if node == nil { return "nothing" }
    return "node " + node.name
}
func lookup(_ name: String) -> Node! {
    name.isEmpty ? nil : Node(name)
}
let found = lookup("a")
print(found as Any)
print(lookup("b").name)
let node: Node = lookup("c")
print(node.name, lookup("ef").name.count + 1)
print(describe(nil), describe(Node("d")))
if let missing = lookup("") { print(missing.name) } else { print("none") }
print(lookup("") == nil, lookup("x") != nil)
weak var held: Node!
print(held == nil)
let strong = Node("g")
held = strong
print(held.name)
let tree = Tree()
print(tree.rootName())
tree.root = strong
print(tree.rootName(), tree.root.name, tree.find("h").name)
