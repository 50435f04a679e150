// Key paths through let and computed properties are read-only KeyPaths; key paths as functions
struct Score { let player: String; var points: Int; var double: Int { points * 2 } }
let scores = [Score(player: "a", points: 3), Score(player: "b", points: 9)]
print(scores.map(\.player), scores.map(\.double))
let kp = \Score.player
print(type(of: kp), scores[0][keyPath: kp])
let w = \Score.points
let r: KeyPath<Score, Int> = w
print(scores[1][keyPath: r])
struct T { var done: Bool }
print([T(done: true), T(done: false)].filter(\.done).count)
var s = scores[0]
s[keyPath: w] = 10
print(s.points)
