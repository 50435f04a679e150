// A bank account model: transactions as enum with payloads, running balance, overdraft error
enum Transaction {
    case deposit(Double)
    case withdrawal(Double, note: String)
    case fee(Double)

    var signedAmount: Double {
        switch self {
        case .deposit(let amount): return amount
        case .withdrawal(let amount, _), .fee(let amount): return -amount
        }
    }
}

enum AccountError: Error {
    case insufficientFunds(needed: Double)
    case invalidAmount
}

struct Account {
    var owner: String
    var transactions: [Transaction] = []
    var balance: Double { transactions.reduce(0) { $0 + $1.signedAmount } }

    mutating func withdraw(_ amount: Double, note: String) throws {
        guard amount > 0 else { throw AccountError.invalidAmount }
        guard amount <= balance else { throw AccountError.insufficientFunds(needed: amount - balance) }
        transactions.append(.withdrawal(amount, note: note))
    }
}

@State var account = Account(owner: "Kim")
account.transactions.append(.deposit(120))
account.transactions.append(.fee(2.5))
do {
    try account.withdraw(50, note: "groceries")
    try account.withdraw(100, note: "concert")
} catch AccountError.insufficientFunds(let needed) {
    print("short by \(needed)")
} catch {
    print("other error:", error)
}
print(account.balance, account.transactions.count)
print(account.transactions)
var running = 0.0
let statement = account.transactions.map { t -> String in
    running += t.signedAmount
    return "\(t.signedAmount) -> \(running)"
}
print(statement)
let txs = $account.transactions
txs.wrappedValue.removeAll { if case .fee = $0 { return true } else { return false } }
print(account.balance)
do { try account.withdraw(-1, note: "") } catch { print(error) }
let deposits = account.transactions.compactMap { t -> Double? in
    if case let .deposit(d) = t { return d }
    return nil
}
print(deposits)
