// Random values used where the output does not show them: range checks, counts, sorted copies
struct Die { var sides = 6; func roll() -> Int { Int.random(in: 1...sides) } }
let die = Die()
let rolls = (1...100).map { _ in die.roll() }
print(rolls.count, rolls.allSatisfy { (1...6).contains($0) }, Set(rolls).isSubset(of: Set(1...6)))
let deck = ["A", "K", "Q", "J"]
let shuffled = deck.shuffled()
print(shuffled.count, shuffled.sorted() == deck.sorted(), deck.randomElement().map(deck.contains) ?? false)
var hand = deck
hand.shuffle()
print(hand.sorted(), [Int]().randomElement() as Any)
let chance = Double.random(in: 0..<1)
let coin = Bool.random()
print(chance >= 0 && chance < 1, coin || !coin, Int.random(in: 5..<6), Double.random(in: 2...2))
