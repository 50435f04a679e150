// arguments: --quiet --keep-going
// Mistakes with classes, protocols, generics and property wrappers: Swift's words, with a location, and nothing changes
final class Sealed {}
class Opened: Sealed {}
class Base { func greet() -> String { "base" } }
class Derived: Base { func greet() -> String { "derived" } }
class Other: Base { override func wave() {} }
protocol Named { var name: String { get } }
struct Anonymous: Named {}
struct Misnamed: Named { var name: Int }
class Account { var balance: Int }
print(1 === 2)
@propertyWrapper struct NoValue { var value: Int }
struct Plain { override func f() {} }
class Counter { mutating func bump() {} }
struct Stack<Element> { var items: [Element] = [] }
let empty = Stack()
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
struct Point {}
print(largest([Point()]))
struct Box<T: Hashable> {}
let box = Box<Point>()
class Config { let key = 1 }
let config = Config()
config.key = 2
let counter = Base()
counter = Base()
print("still here")
struct Chain<T> { var next: Chain<[T]>? = nil }
let chain = Chain<Int>()
func grow<T>(_ x: T) -> Int { grow([x]) }
print(grow(1))
print("the session goes on")
struct Lazy { lazy var x = 1 }
struct Resource { deinit { print("closed") } }
enum Mode { case on; deinit {} }
