// Capture lists: a closure keeps the value a variable had when the closure was made
var score = 10
let announce = { [score] in print("score was", score) }
let live = { print("score is", score) }
score += 5
announce(); live()
var history: [() -> String] = []
for level in 1...3 {
    score *= 2
    history.append { [score, lvl = level * 10] in "level \(lvl): \(score)" }
}
print(history.map { $0() })
struct Cart { var items: [String] }
var cart = Cart(items: ["tea"])
let receipt = { [cart] (footer: String) -> String in cart.items.joined(separator: ", ") + footer }
cart.items.append("cake")
print(receipt("."), cart.items)
let snapshots = [1, 2].map { n in { [n, total = score + n] in n * 100 + total } }
print(snapshots.map { $0() })
