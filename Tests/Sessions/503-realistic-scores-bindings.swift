// Scores edited through bindings, then ranked, bucketed with stride, and dumped.
struct Player {
    var name: String
    var scores: [Int]
}
@State var players = [
    Player(name: "Ada", scores: [7, 9, 8]),
    Player(name: "Bob", scores: [5, 6]),
    Player(name: "Cy", scores: []),
]
let bob = $players[1]
bob.wrappedValue.scores.append(10)
$players[2].scores.wrappedValue = [4, 4, 4]
players[0].scores.sort(by: >)
let averages = players.map { player in
    (name: player.name, average: player.scores.isEmpty ? 0.0 : Double(player.scores.reduce(0, +)) / Double(player.scores.count))
}
print(averages.sorted { $0.average > $1.average }.map(\.name))
print(players.map { $0.scores.max() ?? 0 }, players.flatMap(\.scores).count)
for threshold in stride(from: 4, through: 10, by: 3) {
    let above = players.filter { $0.scores.contains { $0 >= threshold } }.map(\.name)
    print(threshold, above)
}
print(zip(players.map(\.name), players.map { $0.scores.count }).map { "\($0):\($1)" })
dump(players[1])
