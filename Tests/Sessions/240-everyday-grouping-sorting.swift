// Everyday collection code: grouping, totals by key path, max(by:), sorted, first(where:)
struct Score { let player: String; let points: Int }
let scores = [Score(player: "a", points: 3), Score(player: "b", points: 9), Score(player: "a", points: 4)]
let byPlayer = Dictionary(grouping: scores, by: { $0.player })
for player in byPlayer.keys.sorted() {
    let total = byPlayer[player]!.map(\.points).reduce(0, +)
    print(player, total)
}
let best = scores.max(by: { $0.points < $1.points })!
print(best.player)
let sorted = scores.sorted { $0.points > $1.points }.map { "\($0.player):\($0.points)" }
print(sorted.joined(separator: ", "))
if let first = scores.first(where: { $0.points > 3 }) { print(first) }
