// arguments: --no-sample
// A class instance held at the session level is a dependent, reported as it prints (its
// description): a write through any alias, a method or another object reaches it. A class
// without a description prints as its name, which never changes. A watch of an instance is
// compared by its text too.
class Account: CustomStringConvertible {
    var owner: String
    var balance = 0
    var partner: Account?
    init(owner: String) { self.owner = owner }
    var description: String { "\(owner): \(balance)" + (partner.map { " (partner \($0.owner))" } ?? "") }
    func deposit(_ amount: Int) { balance += amount }
}
final class Opaque { var secret = 0 }
let alice = Account(owner: "Alice")
let same = alice
same.balance = 10
alice.deposit(5)
alice.deposit(0)
var bob = Account(owner: "Bob")
:watch partner = alice.partner
alice.partner = bob
bob.owner = "Robert"
bob = Account(owner: "Bea")
:watch total = alice.balance + bob.balance
bob.deposit(7)
for _ in 0..<3 { same.deposit(1) }
let vault = Opaque()
vault.secret = 42
var maybe: Account? = alice
maybe?.balance = 0
maybe = nil
:deps alice
:dependents alice
:why same
:states
