// A { get set } requirement: generic code can read and write the property through inout
protocol Scored {
    var score: Int { get set }
}
struct Player: Scored {
    var name: String
    var score = 0
}
struct Team: Scored {
    var members: [String]
    var score: Int
}
func bump<T: Scored>(_ value: inout T, by points: Int) {
    value.score += points
}
var ada = Player(name: "Ada")
bump(&ada, by: 10)
bump(&ada, by: 5)
print(ada.name, ada.score)
var team = Team(members: ["a", "b"], score: 100)
bump(&team, by: -30)
print(team.score)
var anything: any Scored = ada
anything.score = 1
print(anything.score, ada.score)
print(ada)
