// Arrays of references: mutating an element through a for loop, copies of the array share the objects
class Player {
    var name: String
    var score = 0
    init(name: String) { self.name = name }
}
let players = ["Ann", "Ben", "Cat"].map { Player(name: $0) }
for p in players { p.score += p.name.count * 10 }
var copy = players
copy[0].score = 99
copy.append(Player(name: "Dan"))
print(players.map(\.score), copy.count, players.count)
copy[1] = Player(name: "New")
print(players[1].name, copy[1].name)
let best = players.max { $0.score < $1.score }!
best.name += "!"
print(players.map(\.name))
let dict = ["ann": players[0]]
dict["ann"]?.score = 1
print(players[0].score)
