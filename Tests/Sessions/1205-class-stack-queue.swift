// A stack and a queue as classes with array storage: push/pop with optionals, peek, and a shared instance
class Stack {
    private var items: [String] = []
    func push(_ item: String) { items.append(item) }
    func pop() -> String? { items.popLast() }
    var top: String? { items.last }
    var count: Int { items.count }
}
class Queue {
    private var items: [Int] = []
    func enqueue(_ x: Int) { items.append(x) }
    func dequeue() -> Int? { items.isEmpty ? nil : items.removeFirst() }
    var isEmpty: Bool { items.isEmpty }
}
let s = Stack()
s.push("a"); s.push("b"); s.push("c")
print(s.pop() ?? "-", s.top ?? "-", s.count)
let alias = s
alias.push("z")
print(s.top!, s.count)
let q = Queue()
for i in 1...3 { q.enqueue(i * i) }
while let x = q.dequeue() { print(x) }
print(q.isEmpty, q.dequeue() as Any)
