// Extensions of Sequence and Array constrained on the element's protocols
protocol Scored {
    var score: Int { get }
}
struct Player: Scored, Hashable {
    var name: String
    var score: Int
}
extension Sequence where Element: Scored {
    var totalScore: Int { reduce(0) { $0 + $1.score } }
    func best() -> Element? { self.max { $0.score < $1.score } }
}
extension Array where Element: Comparable {
    func isAscending() -> Bool {
        for i in indices.dropFirst() where self[i - 1] > self[i] {
            return false
        }
        return true
    }
}
let team = [Player(name: "a", score: 3), Player(name: "b", score: 7)]
print(team.totalScore, team.best()!.name)
let bench: Set<Player> = [Player(name: "c", score: 1)]
print(bench.totalScore)
print([1, 2, 3].isAscending(), ["b", "a"].isAscending(), [Double]().isAscending())
print([Player]().best() == nil)
