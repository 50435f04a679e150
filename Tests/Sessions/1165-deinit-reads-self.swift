// deinit: the body reads self's stored and computed properties, calls its methods and writes a static counter
class Account {
    nonisolated(unsafe) static var open = 0
    let owner: String
    var balance: Int
    var history: [Int] = []
    var summary: String { "\(owner): \(balance) after \(history.count) moves" }
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
        Account.open += 1
    }
    func deposit(_ amount: Int) {
        balance += amount
        history.append(amount)
    }
    func describe() -> String { "account of \(owner)" }
    deinit {
        Account.open -= 1
        print("closing \(describe()); \(summary); history \(history)")
    }
}
var account: Account? = Account(owner: "Ada", balance: 10)
account?.deposit(5)
account?.deposit(7)
print("open accounts: \(Account.open)")
account = nil
print("open accounts: \(Account.open)")
