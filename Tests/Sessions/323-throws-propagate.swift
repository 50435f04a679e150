// Errors propagate through functions marked `throws` until a `catch` handles them.
enum BankError: Error {
    case insufficientFunds
    case accountLocked
}
var balance = 100
var locked = false
func withdraw(_ amount: Int) throws {
    if locked { throw BankError.accountLocked }
    if amount > balance { throw BankError.insufficientFunds }
    balance -= amount
}
func withdrawAll(_ amounts: [Int]) throws -> Int {
    var count = 0
    for amount in amounts {
        try withdraw(amount)
        count += 1
    }
    return count
}
do {
    let count = try withdrawAll([30, 50, 40])
    print("withdrew", count)
} catch BankError.insufficientFunds {
    print("insufficient, balance", balance)
} catch {
    print(error)
}
locked = true
do {
    try withdraw(1)
} catch {
    print("failed:", error)
}
