// A session's own struct Transaction (a bank transfer) shadows StateBinding's; withTransaction still works.
struct Transaction {
    var amount: Double
    var memo: String
}
@State var ledger: [Transaction] = []
ledger.append(Transaction(amount: 12.5, memo: "lunch"))
withAnimation {
    ledger.append(Transaction(amount: -3, memo: "refund"))
}
print(ledger.count, ledger.map { $0.amount })
debugPrint(ledger[0])
let first: Transaction = ledger[0]
print(first.memo)
