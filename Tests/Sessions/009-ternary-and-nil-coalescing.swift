// The ternary and ?? have the lowest precedence of the operators here, ?? binding tighter than ?:.
let count = 3
print(count > 1 ? "many" : "one")
print(count == 0 ? "none" : count == 1 ? "one" : "several")
let label = "\(count) " + (count == 1 ? "item" : "items")
print(label)
let nickname: String? = sample.nickname
print(nickname ?? "no nickname")
let maybe: Int? = nil
print(maybe ?? 0 + 5, (maybe ?? 0) + 5)
let other: Int? = 4
print(maybe ?? other ?? -1)
print(sample.isOnline ? sample.person.name : "offline")
print(1 + 2 > 2 ? 10 : 20)
