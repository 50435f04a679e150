// Bank accounts: a class with a private(set) balance, a failable withdraw and transfers between references
class BankAccount {
    let owner: String
    private(set) var balance: Double
    nonisolated(unsafe) static var count = 0
    init(owner: String, balance: Double = 0) {
        self.owner = owner
        self.balance = balance
        BankAccount.count += 1
    }
    func deposit(_ amount: Double) {
        balance += amount
    }
    @discardableResult
    func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }
    func transfer(_ amount: Double, to other: BankAccount) -> Bool {
        if withdraw(amount) {
            other.deposit(amount)
            return true
        }
        return false
    }
}
let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob")
print(alice.transfer(30, to: bob))
print(bob.transfer(50, to: alice))
print(alice.balance, bob.balance)
alice.withdraw(10)
print("\(alice.owner): \(alice.balance)")
print(BankAccount.count)
