// A bank account: throwing mutating methods, an Error enum with a description, catch patterns, try?, tuple history
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Double)
    case frozen
    var description: String {
        switch self {
        case .insufficientFunds(let needed): return "need \(needed) more"
        case .frozen: return "account frozen"
        }
    }
}
struct Account {
    private(set) var balance: Double = 0
    var isFrozen = false
    var history: [(kind: String, amount: Double)] = []
    mutating func deposit(_ amount: Double) {
        balance += amount
        history.append(("deposit", amount))
    }
    mutating func withdraw(_ amount: Double) throws {
        guard !isFrozen else { throw BankError.frozen }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        history.append((kind: "withdraw", amount: amount))
    }
}
@State var account = Account()
account.deposit(100)
do {
    try account.withdraw(30)
    try account.withdraw(100)
} catch let error as BankError {
    print("failed:", error)
} catch {
    print("other")
}
account.isFrozen = true
if (try? account.withdraw(1)) == nil { print("frozen worked") }
print(account.balance, account.history.map(\.kind), account.history.last!.amount)
let totals = account.history.reduce(into: [String: Double]()) { $0[$1.kind, default: 0] += $1.amount }
print(totals["deposit"]!, totals["withdraw"]!)
