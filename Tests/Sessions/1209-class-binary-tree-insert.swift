// A binary search tree of class nodes: recursive insert, in-order traversal, contains and height
class BSTNode {
    var value: Int
    var left: BSTNode?
    var right: BSTNode?
    init(_ value: Int) { self.value = value }
    func insert(_ v: Int) {
        if v < value {
            if let left { left.insert(v) } else { left = BSTNode(v) }
        } else {
            if let right = right { right.insert(v) } else { right = BSTNode(v) }
        }
    }
    func inOrder() -> [Int] {
        (left?.inOrder() ?? []) + [value] + (right?.inOrder() ?? [])
    }
    func contains(_ v: Int) -> Bool {
        if v == value { return true }
        return v < value ? left?.contains(v) ?? false : right?.contains(v) ?? false
    }
    var height: Int { 1 + max(left?.height ?? 0, right?.height ?? 0) }
}
let root = BSTNode(8)
for v in [3, 10, 1, 6, 14, 4, 7, 13] { root.insert(v) }
print(root.inOrder())
print(root.contains(6), root.contains(5))
print(root.height)
print(root.left?.right?.value ?? 0)
