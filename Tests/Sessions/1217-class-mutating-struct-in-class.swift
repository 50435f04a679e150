// Structs stored in a class: mutating their fields through the reference, and mutating methods on them
struct Stats {
    var wins = 0, losses = 0
    mutating func record(win: Bool) { if win { wins += 1 } else { losses += 1 } }
    var ratio: Double { wins + losses == 0 ? 0 : Double(wins) / Double(wins + losses) }
}
class Team {
    let name: String
    var stats = Stats()
    var history: [Stats] = []
    init(name: String) { self.name = name }
    func season(_ results: [Bool]) {
        for r in results { stats.record(win: r) }
        history.append(stats)
        stats = Stats()
    }
}
let team = Team(name: "Owls")
let fan = team
team.stats.wins += 2
fan.stats.record(win: false)
print(team.stats, team.stats.ratio)
team.season([true, true, false])
print(fan.history.count, fan.history[0].wins, team.stats.wins)
fan.history[0].losses = 9
print(team.history[0])
