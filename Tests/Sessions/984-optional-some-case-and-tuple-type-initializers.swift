// `case .some:` completes a switch over an optional; `[String: (sent: Int, received: Int)]()` makes an empty dictionary.
let responses: [Int?] = [1, nil, 2, 7]
var tally = (right: 0, wrong: 0, skipped: 0)
for response in responses {
    switch response {
    case nil: tally.skipped += 1
    case let choice? where choice == 1: tally.right += 1
    case .some: tally.wrong += 1
    }
}
print(tally)
func describe(_ flag: Bool?) -> String {
    switch flag {
    case .none: "unknown"
    case .some(true): "yes"
    case .some: "no"
    }
}
print([true, false, nil].map(describe))
struct Transfer { let from: String; let to: String; let amount: Int }
let transfers = [Transfer(from: "ann", to: "bob", amount: 30), Transfer(from: "bob", to: "cy", amount: 50)]
let flows = transfers.reduce(into: [String: (sent: Int, received: Int)]()) { acc, t in
    acc[t.from, default: (0, 0)].sent += t.amount
    acc[t.to, default: (0, 0)].received += t.amount
}
for name in flows.keys.sorted() { print(name, flows[name]!) }
var pairs = [(name: String, score: Int)]()
pairs.append(("ann", 3))
pairs.append((name: "bob", score: 5))
print(pairs, pairs.map(\.score).reduce(0, +), [(Int, Int)](), [String: [(x: Int, y: Int)]]().isEmpty)
