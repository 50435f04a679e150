// A `for` loop's constant still reaches each class instance, so setting its properties changes the array's elements
class Player {
    var name: String
    var score = 0
    init(name: String) {
        self.name = name
    }
}
let players = [Player(name: "Ann"), Player(name: "Ben"), Player(name: "Cy")]
for player in players {
    player.score += 10
}
print(players.map { $0.score })
for (index, player) in players.enumerated() {
    player.score += index * 5
}
for player in players where player.score > 10 {
    player.name = player.name.uppercased()
}
for player in players {
    print(player.name, player.score)
}
let leader = players.max { $0.score < $1.score }!
leader.score = 100
print(players[2].score)
