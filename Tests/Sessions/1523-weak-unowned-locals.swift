// weak and unowned local variables: a weak one reads nil once nothing else holds its object;
// closures that capture it see the same variable.
final class Node {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
protocol Named: AnyObject { var name: String { get } }
extension Node: Named {}
var strong: Node? = Node("a")
weak var weakRef = strong
print(weakRef?.name ?? "nil")
strong = nil
print(weakRef?.name ?? "nil")
func demo() {
    let keep = Node("b")
    weak var w: Node?
    print(w == nil)
    w = keep
    print(w!.name)
    unowned let owner = keep
    print(owner.name)
    weak var named: Named? = keep
    print(named?.name ?? "-")
    let check = { print("closure sees", w?.name ?? "nil") }
    check()
}
demo()
var list: [Node] = [Node("c"), Node("d")]
weak var first = list.first
list.removeAll()
print(first?.name ?? "gone")
weak let constant = list.first
print(constant == nil)
func keepsOwner() -> () -> String {
    let node = Node("e")
    unowned let owner = node
    weak var later: Node? = nil
    later = node
    return { "\(owner.name) \(later?.name ?? "nil")" }
}
let describe = keepsOwner()
print("made")
