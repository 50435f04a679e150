// AnyIterator and AnySequence: a closure or any iterator or sequence of the element type, behind one type
var n = 0
let counter = AnyIterator<Int> {
    n += 1
    return n <= 3 ? n : nil
}
print(Array(counter))
let fibonacci = AnySequence<Int> {
    var (a, b) = (0, 1)
    return AnyIterator {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(fibonacci.prefix(8)), fibonacci.first(where: { $0 > 20 }) as Any)
func evens(upTo limit: Int) -> AnySequence<Int> { AnySequence(stride(from: 0, through: limit, by: 2)) }
print(Array(evens(upTo: 6)), evens(upTo: 4).reduce(0, +))
let words = AnySequence(["tea", "coffee"])
for word in words { print(word.count, word) }
let letters = AnyIterator(["x", "y"].makeIterator())
print(letters.map { $0.uppercased() })
struct Countdown: Sequence {
    var from: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = from
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
print(Array(Countdown(from: 3)), Countdown(from: 4).filter { $0 % 2 == 0 })
