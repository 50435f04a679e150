// An endless Sequence with a separate iterator struct: break, prefix and first(where:) stop it
struct FibIterator: IteratorProtocol {
    var state = (0, 1)
    mutating func next() -> Int? {
        let upcoming = state.0
        state = (state.1, state.0 + state.1)
        return upcoming
    }
}
struct Fibs: Sequence {
    func makeIterator() -> FibIterator { FibIterator() }
}
for f in Fibs() {
    if f > 50 { break }
    print(f, terminator: " ")
}
print()
print(Array(Fibs().prefix(8)))
print(Fibs().first { $0 > 100 } ?? -1)
print(Fibs().first(where: { $0 % 7 == 0 && $0 > 0 })!)
print(Fibs().contains(where: { $0 == 21 }))
for f in Fibs().prefix(4) { print(f) }
