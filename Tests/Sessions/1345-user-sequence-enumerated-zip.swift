// enumerated() and zip over the session's own Sequence, and for-in with tuple patterns
struct Letters: Sequence, IteratorProtocol {
    var remaining: [Character]
    init(_ text: String) { remaining = Array(text) }
    mutating func next() -> Character? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
for (index, letter) in Letters("swift").enumerated() {
    print(index, letter)
}
for (letter, number) in zip(Letters("abc"), [1, 2, 3, 4]) {
    print("\(letter)\(number)")
}
let pairs = zip([10, 20], Letters("xyz")).map { "\($0)\($1)" }
print(pairs)
print(Letters("hello").enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
