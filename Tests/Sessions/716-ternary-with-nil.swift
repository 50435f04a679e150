// A ternary with nil on one side is an optional of the other side's type
let scores = [3, 8, 12]
let badges = scores.map { $0 > 5 ? "star" : nil }
print(badges, badges.compactMap { $0 })
let limit = scores.count > 2 ? 10 : nil
print(limit as Any, (scores.first! > 5 ? nil : 2.5) as Any)
let maybe: Int? = 4
print(maybe.flatMap { $0 > 3 ? "big" : nil } ?? "small")
struct Item { var name: String; var note: String? }
let items = [Item(name: "a", note: nil), Item(name: "b", note: "fragile")]
print(items.map { $0.note != nil ? $0.name.uppercased() : nil })
