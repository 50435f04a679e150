// arguments: --keep-going --quiet
// Mistakes with switch, loops, jumps, patterns, tuples and enum payloads, each rolled back.
enum Shape {
    case circle(radius: Double)
    case square(Double)
    case empty
}
let shape = Shape.circle(radius: 1)
switch shape {
case .circle: print("circle")
case .square: print("square")
}
let n = 3
switch n {
case 1: print("one")
}
switch n {
case "one": print("one")
default: break
}
switch shape {
case .circle(let r), .square: print(r)
default: break
}
switch shape {
case .triangle: print("?")
default: break
}
break
continue
for i in 0..<3 { continue outer }
check: if true { continue check }
let pair = (1, "a")
print(pair.2)
let (a, b, c) = pair
let s = Shape.circle(2)
let e: Shape = .square(side: 2)
let p = Shape.circle
print(pair == (1, 2))
guard n > 0 else { print("no") }
defer { print("later") }
print("still running", n)
enum Tree {
    case leaf(Int)
    indirect case node(Tree, Tree)
}
let tree = Tree.node(.leaf(1), .leaf(2))
switch tree {
case .leaf: print("leaf")
case .node(.leaf, _): print("left leaf")
}
switch tree {
case .leaf, .node(.leaf, _), .node(.node, _): print("covered")
}
outer: for i in 0..<2 {
    outer: for j in 0..<2 { print(i, j) }
}
let maybe: Int? = 1
switch maybe {
case 1: fallthrough
case let y?: print(y)
default: break
}
