// Tracking is per object and per property: two instances, and apply reading several objects
import Observation
@Observable class Account: @unchecked Sendable {
    var owner: String
    var balance = 0
    init(owner: String) { self.owner = owner }
}
let a = Account(owner: "a")
let b = Account(owner: "b")
withObservationTracking { _ = a.balance } onChange: { print("a.balance will change from \(a.balance)") }
print("b.balance")
b.balance = 50
print("a.owner")
a.owner = "alice"
print("a.balance")
a.balance = 10
let sum = withObservationTracking { a.balance + b.balance } onChange: {
    print("sum will change: a \(a.balance), b \(b.balance)")
}
print("sum \(sum)")
b.balance -= 20
a.balance += 5
print(a.balance + b.balance)
func transfer(_ amount: Int, from source: Account, to target: Account) {
    source.balance -= amount
    target.balance += amount
}
withObservationTracking { _ = b.balance } onChange: { print("b.balance will change from \(b.balance)") }
transfer(5, from: a, to: b)
print(a.balance, b.balance)
