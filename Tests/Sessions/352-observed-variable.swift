// Observers on a local variable run on every assignment to it.
var score = 0 {
    willSet(next) { print("score will be", next) }
    didSet { print("score was", oldValue, "now", score) }
}
score = 5
score += 10
var history: [String] = [] {
    didSet { print("history has", history.count) }
}
history.append("start")
history += ["a", "b"]
func bump() {
    score += 1
}
bump()
