// Implicitly unwrapped optionals: read as their value where an optional would not do, as the
// optional they hold with ?., if let, == nil, interpolation and `let copy = x`; nil traps.
struct Account {
    var owner: String
    var balance: Int
}

var account: Account! = nil
print(account == nil)
account = Account(owner: "Ada", balance: 100)
account.balance += 50
print(account.owner, account.balance)
print(account?.owner ?? "nobody")
if let current = account { print("bound", current.balance) }

var retries: Int!
retries = 2
retries += 1
let doubled: Int = retries * 2
print(doubled, "retries \(retries)")
let copy = retries
print(copy as Any, copy == retries)

func total(_ values: [Int]) -> Int { values.reduce(0, +) }
var amounts: [Int]! = [3, 4]
amounts.append(5)
print(total(amounts), amounts.count, amounts[0])

var title: String! = "draft"
print(title.uppercased(), title.hasPrefix("dr"))
title = nil
print(title == nil, title ?? "untitled")
print(title.count)
