// Scores: a leaderboard with tuples, enumerated, zip and stride
let names = ["Ann", "Bob", "Cid", "Dee"]
let scores = [88, 92, 75, 92]
let board = zip(names, scores).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
for (rank, entry) in board.enumerated() {
    print("\(rank + 1). \(entry.0): \(entry.1)")
}
let average = Double(scores.reduce(0, +)) / Double(scores.count)
print("average \(average)")
for i in stride(from: 0, to: names.count, by: 2) { print(names[i], terminator: " ") }
print()
let (best, worst) = (scores.max()!, scores.min()!)
print(best, worst, best - worst)
let passed = board.filter { $0.1 >= 80 }.map { $0.0 }
print(passed, passed.isEmpty, passed.contains("Cid"))
print(Set(scores).sorted(), Set(scores).count)
