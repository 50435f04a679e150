// A class conforming to Equatable: == compares values you choose, === still compares identity
class Card: Equatable {
    let rank: Int
    let suit: String
    init(rank: Int, suit: String) {
        self.rank = rank
        self.suit = suit
    }
    static func == (lhs: Card, rhs: Card) -> Bool {
        lhs.rank == rhs.rank && lhs.suit == rhs.suit
    }
}
let a = Card(rank: 10, suit: "hearts")
let b = Card(rank: 10, suit: "hearts")
let c = a
print(a == b, a === b)
print(a == c, a === c)
print(a != Card(rank: 3, suit: "spades"))
let hand = [Card(rank: 2, suit: "clubs"), b]
print(hand.contains(a), hand.firstIndex(of: a)!)
print(hand.contains { $0 === a })
