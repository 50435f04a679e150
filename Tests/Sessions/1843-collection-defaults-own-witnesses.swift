// Generic, class and extension-declared own collections get the library's algorithms; a type's own swapAt is what they call
struct Stack<T>: RandomAccessCollection, MutableCollection {
    var items: [T] = []
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> T { get { items[i] } set { items[i] = newValue } }
    mutating func push(_ x: T) { items.append(x) }
}
var s = Stack<Int>()
s.push(3); s.push(1); s.push(2)
s.sort()
print(s.items, s.last as Any, Array(s.reversed()), s[1...].count)
var w = Stack<String>(items: ["b", "a"])
w.swapAt(0, 1)
print(w.items, w.map { $0.uppercased() })
final class Box: RandomAccessCollection, MutableCollection {
    var v = [2, 1]
    var startIndex: Int { 0 }
    var endIndex: Int { v.count }
    subscript(i: Int) -> Int { get { v[i] } set { v[i] = newValue } }
}
var box = Box()
box.swapAt(0, 1)
print(box.v)
struct Plain { var v = [5, 4] }
extension Plain: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { v.count }
    subscript(i: Int) -> Int { get { v[i] } set { v[i] = newValue } }
}
var p = Plain()
p.sort()
print(p.v, p.first as Any)
struct Own: RandomAccessCollection, MutableCollection {
    var v = [1, 2]
    var startIndex: Int { 0 }
    var endIndex: Int { v.count }
    subscript(i: Int) -> Int { get { v[i] } set { v[i] = newValue } }
    mutating func swapAt(_ i: Int, _ j: Int) { print("own swap") }
}
var o = Own()
o.swapAt(0, 1)
o.reverse()
print(o.v)
