// A BankAccount class with a designated init and methods that change its balance (no `mutating`)
class BankAccount {
    let owner: String
    var balance: Double
    var history: [String] = []
    init(owner: String, balance: Double) {
        self.owner = owner
        self.balance = balance
    }
    func deposit(_ amount: Double) {
        balance += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else {
            history.append("refused \(amount)")
            return false
        }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
}
let account = BankAccount(owner: "Ada", balance: 100)
account.deposit(50)
print(account.owner, account.balance)
print(account.withdraw(30), account.balance)
print(account.withdraw(500), account.balance)
print(account.history)
