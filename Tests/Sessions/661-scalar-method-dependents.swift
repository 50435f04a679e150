// A mutating method on a State's value and on a variable a binding reads: every write shows.
struct Score {
    var points = 0
    var streak = 0
    mutating func hit(_ value: Int) {
        points += value * (streak + 1)
        streak += 1
    }
    mutating func miss() { streak = 0 }
}
@State var score = Score()
let points = $score.points
for value in [10, 20, 5] { score.hit(value) }
print(points.wrappedValue, score.streak)
score.miss()
score.hit(1)
print(score)
var board = [Score(), Score()]
board[1].hit(7)
print(board)
