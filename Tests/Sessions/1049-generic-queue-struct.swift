// A generic first-in first-out Queue<T> built on an array
struct Queue<T> {
    private var elements: [T] = []
    var count: Int { elements.count }
    mutating func enqueue(_ element: T) {
        elements.append(element)
    }
    mutating func dequeue() -> T? {
        elements.isEmpty ? nil : elements.removeFirst()
    }
    var front: T? { elements.first }
}
var line = Queue<String>()
line.enqueue("Ada")
line.enqueue("Brian")
line.enqueue("Chris")
print(line.count, line.front ?? "nobody")
print(line.dequeue() ?? "nobody")
print(line.dequeue() ?? "nobody", line.count)
line.enqueue("Dana")
while let next = line.dequeue() {
    print("serving", next)
}
print(line.count, line.dequeue() ?? "nobody")
var jobs = Queue<Int>()
for n in 1...3 { jobs.enqueue(n * 100) }
print(jobs.front!, jobs.count)
