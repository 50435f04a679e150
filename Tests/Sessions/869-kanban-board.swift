// A Kanban board: columns of cards, moving a card between columns, bindings into nested arrays
enum Stage: Int, CaseIterable, CustomStringConvertible {
    case backlog, doing, review, done
    var description: String { ["BACKLOG", "DOING", "REVIEW", "DONE"][rawValue] }
}

struct Card: Identifiable {
    let id: Int
    var title: String
    var points: Int
}

struct Column {
    var stage: Stage
    var cards: [Card] = []
    var points: Int { cards.map(\.points).reduce(0, +) }
}

struct Board {
    var columns = Stage.allCases.map { Column(stage: $0) }

    mutating func add(_ card: Card) { columns[0].cards.append(card) }

    mutating func advance(cardID: Int) {
        for c in columns.indices {
            if let i = columns[c].cards.firstIndex(where: { $0.id == cardID }) {
                guard c + 1 < columns.count else { return }
                let card = columns[c].cards.remove(at: i)
                columns[c + 1].cards.append(card)
                return
            }
        }
    }

    func render() {
        for column in columns {
            print("\(column.stage) (\(column.points)):", column.cards.map(\.title).joined(separator: ", "))
        }
    }
}

@State var board = Board()
board.add(Card(id: 1, title: "Login", points: 3))
board.add(Card(id: 2, title: "Signup", points: 5))
board.add(Card(id: 3, title: "Logout", points: 1))
board.advance(cardID: 1)
board.advance(cardID: 1)
board.advance(cardID: 3)
board.render()
let title = $board.columns[2].cards[0].title
title.wrappedValue = "Login v2"
$board.columns[0].cards[0].points.wrappedValue = 8
board.advance(cardID: 1)
board.advance(cardID: 1)
board.render()
print(board.columns.map { $0.cards.count }, Stage(rawValue: 2)!, Stage.allCases)
