// An observable held in a struct, in a dictionary and captured by closures; tracking inside a function that returns a value
import Observation
@Observable final class Player: @unchecked Sendable {
    var score = 0
    var name: String
    init(name: String) { self.name = name }
}
struct Team {
    var players: [String: Player] = [:]
    var captain: Player?
}
var team = Team()
team.players["ann"] = Player(name: "Ann")
team.players["bob"] = Player(name: "Bob")
team.captain = team.players["ann"]
func topScore(_ team: Team) -> Int {
    withObservationTracking {
        team.players.values.map(\.score).max() ?? 0
    } onChange: {
        print("a score will change")
    }
}
print("top \(topScore(team))")
let bump: (Player) -> Void = { $0.score += 10 }
print("bump bob")
bump(team.players["bob"]!)
print("top \(topScore(team))")
withObservationTracking { _ = team.captain?.name } onChange: { print("captain's name will change") }
print("rename bob")
team.players["bob"]?.name = "Robert"
print("rename the captain")
team.captain?.name = "Annie"
print(team.players["ann"]!.name, team.players["bob"]!.name)
team.captain = nil
print("captain removed; ann scores")
team.players["ann"]?.score += 1
