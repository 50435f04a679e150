// arguments: --keep-going --quiet
// Key paths through let or computed properties are read-only: reading works, writing does not.
struct Score { let player: String; var points: Int; var doubled: Int { points * 2 } }
var score = Score(player: "a", points: 3)
let player = \Score.player
let doubled = \Score.doubled
print(score[keyPath: player], score[keyPath: doubled], type(of: doubled))
score[keyPath: player] = "b"
score[keyPath: doubled] += 1
@State var state = score
let points = $state[dynamicMember: \.points]
let name = $state[dynamicMember: \.player]
print(state.points, points.wrappedValue)
