// A game scoreboard: sorting by score then name, dense ranks, ties, a binding bumping a player's score
struct Player: Identifiable {
    let id: Int
    var name: String
    var score: Int
    var rounds: [Int] = []
}

struct Scoreboard {
    var players: [Player]

    var ranked: [(rank: Int, player: Player)] {
        let sorted = players.sorted { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
        var result: [(rank: Int, player: Player)] = []
        for (offset, player) in sorted.enumerated() {
            if let last = result.last, last.player.score == player.score {
                result.append((rank: last.rank, player: player))
            } else {
                result.append((rank: offset + 1, player: player))
            }
        }
        return result
    }

    mutating func record(round scores: [Int: Int]) {
        for index in players.indices {
            let points = scores[players[index].id, default: 0]
            players[index].rounds.append(points)
            players[index].score += points
        }
    }
}

@State var board = Scoreboard(players: [
    Player(id: 1, name: "Zoe", score: 0),
    Player(id: 2, name: "Max", score: 0),
    Player(id: 3, name: "Ida", score: 0),
])
board.record(round: [1: 10, 2: 7, 3: 10])
board.record(round: [2: 5, 3: 2])
for entry in board.ranked {
    print("\(entry.rank). \(entry.player.name) \(entry.player.score) \(entry.player.rounds)")
}
let maxScore = $board.players[1].score
maxScore.wrappedValue += 3
print(board.ranked.map { "\($0.rank):\($0.player.name)" })
let leader = board.ranked.first!.player
print(leader.name, leader.rounds.max() ?? 0, board.players.map(\.score).reduce(0, +))
let average = Double(board.players.map(\.score).reduce(0, +)) / Double(board.players.count)
print(average, (average * 10).rounded() / 10)
