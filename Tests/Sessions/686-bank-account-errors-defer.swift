// Bank account with errors, defer and a transaction log
enum BankError: Error { case insufficientFunds(needed: Int), invalidAmount }
struct Account {
    private(set) var balance: Int = 0
    private(set) var log: [String] = []
    mutating func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        defer { log.append("deposit \(amount)") }
        balance += amount
    }
    mutating func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        log.append("withdraw \(amount)")
    }
}
var account = Account()
do {
    try account.deposit(100)
    try account.withdraw(30)
    try account.withdraw(100)
} catch BankError.insufficientFunds(let needed) {
    print("short by", needed)
} catch {
    print("unexpected", error)
}
do { try account.deposit(-5) } catch { print(error) }
print(account.balance, account.log)
let attempts = [50, 0, 200]
var results: [String] = []
for a in attempts {
    do {
        try account.withdraw(a)
        results.append("ok \(a)")
    } catch let e as BankError {
        results.append("\(e)")
    } catch {
        results.append("other")
    }
}
print(results)
print(account)
