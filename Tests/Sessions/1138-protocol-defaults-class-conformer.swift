// Protocol extension defaults over existentials and generics, and a mutating default on a class conformer
protocol Describable {
    var summary: String { get }
}
extension Describable {
    var summary: String { "a \(type(of: self))" }
    func shout() -> String { summary.uppercased() }
}
struct Book: Describable { var title: String }
struct Film: Describable {
    var title: String
    var summary: String { "film \(title)" }
}
let things: [Describable] = [Book(title: "Dune"), Film(title: "Alien")]
for t in things { print(t.summary, t.shout()) }
func describeAll<T: Describable>(_ items: [T]) -> [String] { items.map(\.summary) }
print(describeAll([Book(title: "a"), Book(title: "b")]))
protocol Account {
    var balance: Int { get set }
    mutating func deposit(_ amount: Int)
}
extension Account {
    mutating func deposit(_ amount: Int) { balance += amount }
}
struct Savings: Account { var balance = 0 }
class Checking: Account {
    var balance = 100
}
var accounts: [Account] = [Savings(), Checking()]
for i in accounts.indices { accounts[i].deposit(10) }
print(accounts.map(\.balance))
let shared = Checking()
var alias: Account = shared
alias.deposit(5)
print(shared.balance)
