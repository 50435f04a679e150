// arguments: --quiet
// Combine's operators. Combine is not available on Linux: this transcript's expected output was
// written from Combine's documented semantics (and OpenCombine's tests), not recorded from swiftc.
// map, filter and removeDuplicates() between a subject and a sink; a completion passes through
// them; eraseToAnyPublisher() hides the chain's type.
import Combine

let numbers = PassthroughSubject<Int, Never>()
let doubled = numbers.map { $0 * 2 }.sink { print("doubled", $0) }
let evens = numbers.filter { $0 % 2 == 0 }.sink(receiveCompletion: { print("evens:", $0) }, receiveValue: { print("even", $0) })
let changes = numbers.removeDuplicates().sink { print("changed to", $0) }
for n in [1, 1, 2, 2, 2, 3, 1] { numbers.send(n) }
numbers.send(completion: .finished)

let names = CurrentValueSubject<String, Never>("ann")
let lengths: AnyPublisher<Int, Never> = names.map { $0.count }.removeDuplicates().eraseToAnyPublisher()
let shown = lengths.map { "length \($0)" }.sink { print($0) }
names.value = "bob"
names.value = "carol"
names.value = "dave"
names.send("ed")

struct Point: Equatable { var x: Int; var y: Int }
let points = PassthroughSubject<Point, Never>()
let moved = points.removeDuplicates().map(\.x).sink { print("x", $0) }
points.send(Point(x: 1, y: 1))
points.send(Point(x: 1, y: 1))
points.send(Point(x: 1, y: 2))
points.send(Point(x: 3, y: 2))
let closer = points.removeDuplicates(by: { abs($0.x - $1.x) < 2 }).sink { print("far", $0.x) }
points.send(Point(x: 4, y: 0))
points.send(Point(x: 9, y: 0))
