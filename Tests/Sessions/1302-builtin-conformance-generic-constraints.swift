// Generic functions constrained to a protocol that Int, String and a session struct conform to
protocol Scorable {
    func score() -> Int
}
struct Word: Scorable {
    var text: String
    func score() -> Int { text.count * 10 }
}
extension Int: Scorable {
    func score() -> Int { self }
}
extension String: Scorable {
    func score() -> Int { count }
}
func total<T: Scorable>(_ items: [T]) -> Int { items.reduce(0) { $0 + $1.score() } }
func best<T>(_ a: T, _ b: T) -> T where T: Scorable { a.score() >= b.score() ? a : b }
print(total([1, 2, 3]), total(["ab", "cde"]), total([Word(text: "hi")]))
print(best(4, 9), best("swift", "go"), best(Word(text: "a"), Word(text: "bb")).text)
func describeScore(_ x: some Scorable) -> String { "score \(x.score())" }
print(describeScore(42), describeScore("hello"))
