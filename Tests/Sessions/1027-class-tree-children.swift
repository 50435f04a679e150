// A tree of TreeNode objects, each holding an array of children, walked recursively
class TreeNode {
    let name: String
    var children: [TreeNode] = []
    init(_ name: String) { self.name = name }
    func add(_ child: TreeNode) -> TreeNode {
        children.append(child)
        return child
    }
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
    var depth: Int { 1 + (children.map { $0.depth }.max() ?? 0) }
    func printTree(indent: String = "") {
        print(indent + name)
        for child in children {
            child.printTree(indent: indent + "  ")
        }
    }
}
let root = TreeNode("root")
let docs = root.add(TreeNode("docs"))
_ = docs.add(TreeNode("readme"))
let src = root.add(TreeNode("src"))
let lib = src.add(TreeNode("lib"))
_ = lib.add(TreeNode("main"))
root.printTree()
print(root.count, root.depth, src.count)
