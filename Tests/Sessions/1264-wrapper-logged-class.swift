// @Logged printing on set, used in a class whose methods write it
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let name: String
    init(wrappedValue: Value, _ name: String) {
        value = wrappedValue
        self.name = name
    }
    var wrappedValue: Value {
        get { value }
        set {
            print("\(name): \(value) -> \(newValue)")
            value = newValue
        }
    }
}
class Account {
    @Logged("balance") var balance: Double = 0
    @Logged("owner") var owner: String = "nobody"
    init(owner: String) {
        self.owner = owner
    }
    func deposit(_ amount: Double) { balance += amount }
}
let account = Account(owner: "Ada")
account.deposit(50)
account.deposit(25.5)
account.owner = "Grace"
print(account.balance, account.owner)
