// A State and a watch that call Int functions: dependents see the new results.
func score(_ points: Int, _ bonus: Int) -> Int {
    var total = points
    if bonus > 0 { total += bonus * 2 }
    return total
}
func isWinning(_ total: Int) -> Bool { total >= 100 }
struct Game { var points: Int; var bonus: Int }
@State var game = Game(points: 60, bonus: 5)
let points = $game.points
points.wrappedValue += 25
print(score(game.points, game.bonus), isWinning(score(game.points, game.bonus)))
