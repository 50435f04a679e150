// A bank account ledger with transactions and enums with payloads
enum TransactionKind {
    case deposit(Int)
    case withdrawal(Int)
    case transfer(to: String, amount: Int)
}

struct Account {
    let owner: String
    private(set) var balance = 0
    var log: [TransactionKind] = []

    enum Failure: Error {
        case insufficientFunds(needed: Int)
        case invalidAmount
    }

    mutating func apply(_ kind: TransactionKind) throws {
        switch kind {
        case .deposit(let amount) where amount > 0:
            balance += amount
        case .withdrawal(let amount), .transfer(_, let amount):
            guard amount > 0 else { throw Failure.invalidAmount }
            guard amount <= balance else { throw Failure.insufficientFunds(needed: amount - balance) }
            balance -= amount
        default:
            throw Failure.invalidAmount
        }
        log.append(kind)
    }
}

@State var account = Account(owner: "Sam")
let actions: [TransactionKind] = [.deposit(100), .withdrawal(30), .transfer(to: "Kim", amount: 100), .deposit(-5), .transfer(to: "Lee", amount: 50)]
for action in actions {
    do {
        try account.apply(action)
        print("ok:", action, "->", account.balance)
    } catch Account.Failure.invalidAmount {
        print("invalid:", action)
    } catch let failure as Account.Failure {
        if case .insufficientFunds(let needed) = failure { print("need \(needed) more for \(action)") }
    } catch {
        print("error:", error)
    }
}
print(account.log.count, account.balance)
let transfers = account.log.compactMap { kind -> String? in
    if case let .transfer(to, amount) = kind { return "\(amount) to \(to)" }
    return nil
}
print(transfers)
print(account)
