// dump of class instances (super part, shared objects), parameter names in function types, and a session's own enum State
class Node {
    var name: String
    var children: [Node] = []
    init(name: String) { self.name = name }
}

final class Leaf: Node {
    var weight = 1.5
}

enum State: String {
    case idle, loading, failed
    var next: State { self == .idle ? .loading : .failed }
}

let root = Node(name: "root")
let leaf = Leaf(name: "leaf")
root.children = [leaf, leaf]
dump(root)
dump(leaf, name: "leaf")

let scale: (_ value: Double, _ factor: Double) -> Double = { $0 * $1 }
let describe: (_ state: State) -> String = { "state \($0.rawValue)" }
print(scale(2, 3.5), describe(.idle))
var state = State.idle
state = state.next
print(state, state.next, describe(state))
