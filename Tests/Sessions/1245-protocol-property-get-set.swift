// Protocol property requirements { get } and { get set }, satisfied by stored, computed and let properties
protocol Account {
    var owner: String { get }
    var balance: Double { get set }
    var summary: String { get }
}
extension Account {
    var summary: String { "\(owner): \(balance)" }
    mutating func deposit(_ amount: Double) { balance += amount }
}
struct Checking: Account {
    let owner: String
    var balance: Double
}
struct Savings: Account {
    var owner: String
    private var cents = 0
    init(owner: String) { self.owner = owner }
    var balance: Double {
        get { Double(cents) / 100 }
        set { cents = Int(newValue * 100) }
    }
    var summary: String { "Savings of \(owner) = \(balance)" }
}
var c = Checking(owner: "Ann", balance: 10)
c.deposit(5)
print(c.summary)
var s = Savings(owner: "Bob")
s.deposit(2.5)
s.balance += 1
print(s.summary)
var accounts: [any Account] = [c, s]
accounts[1].balance = 100
for i in accounts.indices { accounts[i].deposit(1) }
print(accounts.map(\.summary))
print(accounts.map { $0.balance })
