// Extensions of library protocols give their members to the session's conforming types
enum Suit: CaseIterable {
    case hearts, spades
}
struct Card: Equatable, CustomStringConvertible {
    var rank: Int
    var description: String { "card \(rank)" }
}
extension Equatable {
    func isSame(as other: Self) -> Bool { self == other }
}
extension CustomStringConvertible {
    var loud: String { description.uppercased() }
}
extension CaseIterable {
    static var count: Int { allCases.count }
}
print(Card(rank: 2).isSame(as: Card(rank: 2)), Suit.hearts.isSame(as: .spades))
print(Card(rank: 9).loud)
print(Suit.count)
let hands = [Card(rank: 1), Card(rank: 5)]
print(hands.map(\.loud), hands.filter { $0.isSame(as: Card(rank: 5)) }.count)
