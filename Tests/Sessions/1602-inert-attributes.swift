// Attributes for the optimizer and for library evolution change nothing a program prints.
@frozen public struct Point {
    public var x: Double
    public var y: Double

    @inlinable var length: Double { (x * x + y * y).squareRoot() }

    @inline(__always) func scaled(by factor: Double) -> Point {
        Point(x: x * factor, y: y * factor)
    }

    @usableFromInline static let origin = Point(x: 0, y: 0)
}

@frozen public enum Direction: String {
    case north, south
}

struct Stack {
    @usableFromInline var items: [Int] = []

    @inlinable mutating func push(_ value: Int) {
        items.append(value)
    }

    @discardableResult
    mutating func pop() -> Int? {
        items.popLast()
    }

    @inline(never) @_optimize(none)
    func peek() -> Int? { items.last }
}

@inline(never) func slowSquare(_ n: Int) -> Int { n * n }

@discardableResult func log(_ message: String) -> Int {
    print("log:", message)
    return message.count
}

var stack = Stack()
stack.push(3)
stack.push(slowSquare(4))
stack.pop()
log("popped one")
print(stack.peek() ?? -1, stack.items)
let p = Point(x: 3, y: 4)
print(p.length, p.scaled(by: 2), Point.origin)
print(Direction.north.rawValue, log("twice") * 2)
