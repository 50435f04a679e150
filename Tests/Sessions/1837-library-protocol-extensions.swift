// Extensions of Equatable, Comparable, Hashable, Numeric, BinaryInteger and StringProtocol reach library types and the session's conforming ones
extension Equatable { func isOne(of options: [Self]) -> Bool { options.contains(self) } }
extension Comparable { func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) } }
extension Hashable { var hashesAlike: Bool { hashValue == hashValue } }
extension Numeric { var squared: Self { self * self } }
extension BinaryInteger { var isEven: Bool { self % 2 == 0 } }
extension StringProtocol { var shouted: String { uppercased() + "!" } }
struct Level: Comparable, Hashable {
    var n: Int
    static func < (a: Level, b: Level) -> Bool { a.n < b.n }
}
enum Suit: Equatable { case hearts, spades }
print(Suit.hearts.isOne(of: [.spades, .hearts]), 3.isOne(of: [1, 2]), "a".isOne(of: ["a"]))
print(Level(n: 9).clamped(Level(n: 1), Level(n: 5)), 12.clamped(0, 10), 2.5.clamped(3.0, 4.0))
print(Level(n: 1).hashesAlike, 5.hashesAlike, "x".hashesAlike)
print(4.squared, 1.5.squared, 7.isEven, 8.isEven)
print("hi".shouted, "hey there".dropFirst(4).shouted)
