// A scoreboard: Identifiable players, a function writing a State by index, ranking by enumerated
struct Player: Identifiable {
    let id: Int
    var name: String
    var scores: [Int] = []
    var total: Int { scores.reduce(0, +) }
    var average: Double { scores.isEmpty ? 0 : Double(total) / Double(scores.count) }
}
@State var players = [Player(id: 1, name: "Ann"), Player(id: 2, name: "Ben"), Player(id: 3, name: "Cid")]
func record(_ points: Int, for id: Int) {
    guard let index = players.firstIndex(where: { $0.id == id }) else { return }
    players[index].scores.append(points)
}
record(10, for: 1)
record(7, for: 2)
record(12, for: 1)
record(3, for: 9)
let ranking = players.sorted { $0.total > $1.total }
for (place, player) in ranking.enumerated() {
    print("\(place + 1). \(player.name): \(player.total) (avg \(player.average))")
}
let leader = $players[0]
leader.name.wrappedValue = "Anne"
print(players.map(\.name), players.filter { $0.scores.isEmpty }.count)
