// Protocol extensions constrained with where Self and where on associated types, and a Collection extension
protocol Entity {
    var name: String { get }
}
protocol Scored {
    var score: Int { get }
}
struct Player: Entity, Scored {
    var name: String
    var score: Int
}
struct Wall: Entity { var name: String { "wall" } }
extension Entity where Self: Scored {
    var label: String { "\(name) (\(score))" }
}
extension Entity {
    var label: String { name }
}
print(Player(name: "Ann", score: 3).label)
print(Wall().label)
extension Collection where Element: Scored {
    var totalScore: Int { reduce(0) { $0 + $1.score } }
    func best() -> Element? { self.max { $0.score < $1.score } }
}
let team = [Player(name: "A", score: 4), Player(name: "B", score: 9)]
print(team.totalScore)
print(team.best()!.name)
extension Array where Element == Player {
    var names: [String] { map(\.name) }
}
print(team.names)
