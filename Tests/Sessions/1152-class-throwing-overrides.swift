// Throwing methods overridden in a subclass that calls super with try, caught by pattern, and Result around a method call
enum AccountError: Error { case insufficient(Double) }
class BankAccount {
    let number: Int
    private(set) var balance: Double
    init(number: Int, deposit: Double) {
        self.number = number
        balance = deposit
    }
    func withdraw(_ amount: Double) throws {
        guard amount <= balance else { throw AccountError.insufficient(balance) }
        balance -= amount
    }
}
class SavingsAccount: BankAccount {
    let rate: Double
    init(number: Int, deposit: Double, rate: Double) {
        self.rate = rate
        super.init(number: number, deposit: deposit)
    }
    override func withdraw(_ amount: Double) throws {
        try super.withdraw(amount + 1)
    }
}
let accounts: [BankAccount] = [BankAccount(number: 1, deposit: 50), SavingsAccount(number: 2, deposit: 100, rate: 0.02)]
for account in accounts {
    do {
        try account.withdraw(60)
        print(account.number, "ok", account.balance)
    } catch AccountError.insufficient(let left) {
        print(account.number, "insufficient, left", left)
    } catch {
        print("other", error)
    }
}
let result = Result { try accounts[1].withdraw(100) }
print(result)
if let savings = accounts[1] as? SavingsAccount { print(savings.rate, savings.balance) }
