// arguments: --keep-going
// Errors with methods and initializers, in swiftc's words.
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
    func total() -> Int { count }
}
struct Broken {
    var count = 0
    func bump() { count += 1 }
}
let fixed = Counter()
fixed.increment()
print(fixed.total(5))
struct Point {
    var x: Int
    init(value: Int) { x = value }
}
print(Point(x: 1))
print(Counter().missing())
print("end")
struct Frozen {
    var items: [Int] = []
    func add(_ item: Int) { items.append(item) }
}
struct Frozen2 {
    var count = 0
    func reset() { self = Frozen2() }
}
print("after")
