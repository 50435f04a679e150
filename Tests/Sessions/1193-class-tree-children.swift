// A tree of class nodes with a children array: adding, depth-first traversal, counting and a parent back-reference
class TreeNode {
    let name: String
    var children: [TreeNode] = []
    weak var parent: TreeNode?
    init(_ name: String) { self.name = name }
    func add(_ child: TreeNode) {
        children.append(child)
        child.parent = self
    }
    func walk(_ depth: Int = 0) {
        print(String(repeating: "  ", count: depth) + name)
        for c in children { c.walk(depth + 1) }
    }
    var size: Int { 1 + children.reduce(0) { $0 + $1.size } }
    var path: String { (parent.map { $0.path + "/" } ?? "") + name }
}
let root = TreeNode("root")
let docs = TreeNode("docs")
root.add(docs)
root.add(TreeNode("src"))
docs.add(TreeNode("readme"))
root.walk()
print(root.size)
print(docs.children[0].path)
print(root.children.map(\.name))
print(docs.parent === root)
