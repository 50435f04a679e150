// A generic struct that is a Sequence: Repeat<T> gives its value a fixed number of times
struct Repeat<T>: Sequence, IteratorProtocol {
    let value: T
    var times: Int
    mutating func next() -> T? {
        guard times > 0 else { return nil }
        times -= 1
        return value
    }
}
for word in Repeat(value: "hi", times: 2) { print(word) }
print(Array(Repeat(value: 7, times: 3)))
print(Repeat(value: 1.5, times: 4).reduce(0, +))
let flags = Repeat(value: true, times: 2).map { !$0 }
print(flags)
