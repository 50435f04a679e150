// Flashcards with spaced repetition: intervals doubling on success, due cards, sorting by due day
struct Card: Identifiable {
    let id: Int
    var front: String
    var back: String
    var interval = 1
    var dueDay = 0
    var streak = 0
}

enum Answer { case again, good, easy }

struct Deck {
    var cards: [Card]
    var today = 0

    var due: [Card] { cards.filter { $0.dueDay <= today }.sorted { ($0.dueDay, $0.id) < ($1.dueDay, $1.id) } }

    mutating func review(_ id: Int, _ answer: Answer) {
        guard let i = cards.firstIndex(where: { $0.id == id }) else { return }
        switch answer {
        case .again:
            cards[i].interval = 1
            cards[i].streak = 0
        case .good:
            cards[i].interval *= 2
            cards[i].streak += 1
        case .easy:
            cards[i].interval = min(cards[i].interval * 3, 30)
            cards[i].streak += 1
        }
        cards[i].dueDay = today + cards[i].interval
    }
}

@State var deck = Deck(cards: [
    Card(id: 1, front: "hola", back: "hello"),
    Card(id: 2, front: "gato", back: "cat"),
    Card(id: 3, front: "perro", back: "dog", dueDay: 2),
])
print(deck.due.map(\.front))
deck.review(1, .good)
deck.review(2, .easy)
$deck.today.wrappedValue = 2
print(deck.due.map(\.front), deck.cards.map(\.dueDay))
deck.review(1, .again)
deck.review(3, .good)
for day in 3...6 {
    deck.today = day
    let names = deck.due.map { "\($0.front)(\($0.interval))" }
    print(day, names.isEmpty ? "nothing due" : names.joined(separator: " "))
    for card in deck.due { deck.review(card.id, .good) }
}
print(deck.cards.map { "\($0.front): every \($0.interval)d, streak \($0.streak)" })
