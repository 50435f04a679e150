// Synthesized Equatable: == compares every stored property, including nested ones
enum Suit: Equatable {
    case hearts, spades
}
struct Card: Equatable {
    var rank: Int
    var suit: Suit
}
struct Hand: Equatable {
    var owner: String
    var cards: [Card]
}
let aceHearts = Card(rank: 1, suit: .hearts)
print(aceHearts == Card(rank: 1, suit: .hearts))
print(aceHearts == Card(rank: 1, suit: .spades), aceHearts != Card(rank: 2, suit: .hearts))
var mine = Hand(owner: "me", cards: [aceHearts])
let copy = mine
print(mine == copy)
mine.cards.append(Card(rank: 10, suit: .spades))
print(mine == copy)
print(mine.cards.contains(Card(rank: 10, suit: .spades)))
print(mine.cards.firstIndex(of: aceHearts) ?? -1)
enum Move: Equatable {
    case draw(Card)
    case pass
}
print(Move.draw(aceHearts) == .draw(Card(rank: 1, suit: .hearts)), Move.pass == .draw(aceHearts))
