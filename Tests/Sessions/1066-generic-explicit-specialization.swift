// Explicit specialisation versus annotation: Stack<Int>(), Stack<Double>() and let s: Stack<T> = Stack()
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
}
var a = Stack<Int>()
var b: Stack<Double> = Stack()
var c = Stack<Double>()
a.push(3)
b.push(3)
c.push(3)
print(a.items, b.items, c.items)
print(type(of: a) == type(of: b), type(of: b) == type(of: c))
var floats = Stack<Float>()
floats.push(0.5)
print(floats.items, type(of: floats.items))
var anys = Stack<Any>()
anys.push(1)
anys.push("two")
anys.push([3])
print(anys.items.count, anys.items[1])
var opt = Stack<Int?>()
opt.push(nil)
opt.push(4)
print(opt.items)
