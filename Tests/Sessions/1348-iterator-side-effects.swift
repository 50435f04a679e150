// When next() runs: for-in asks once per element and once more at the end; break and first(where:) stop asking
struct Noisy: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? {
        n += 1
        print("next ->", n <= 3 ? String(n) : "nil")
        return n <= 3 ? n : nil
    }
}
for x in Noisy() { print("got", x) }
print("--")
for x in Noisy() {
    print("got", x)
    if x == 2 { break }
}
print("--")
print(Noisy().first { $0 == 2 }!)
print("--")
print(Array(Noisy().prefix(2)))
