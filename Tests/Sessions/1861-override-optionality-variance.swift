// An override may take a more optional parameter and return a less optional result; called through the superclass it is bridged
struct Account {
    var owner: String
}
class Bank {
    func transfer(_ from: Account?, to: Account) -> Account? { nil }
    func label() -> String? { "bank" }
    var rate: Int {
        get { fatalError() }
        set { fatalError() }
    }
}
class Branch: Bank {
    override func transfer(_ from: Account?, to: Account?) -> Account {
        from ?? to ?? Account(owner: "fees")
    }
    override func label() -> String { "branch" }
    override var rate: Int {
        get { stored }
        set { stored = newValue }
    }
    var stored = 3
}
let bank: Bank = Branch()
print(bank.transfer(Account(owner: "A"), to: Account(owner: "B")) as Any)
print(bank.transfer(nil, to: Account(owner: "C")) as Any)
print(bank.label() as Any, Branch().label())
bank.rate += 1
print(bank.rate)
protocol Makeable {
    init()
    func greet() -> String
}
class Parent {
    required init() {}
    func greet() -> String { "parent" }
}
class Child: Parent {
    override func greet() -> String { "child" }
}
extension Parent: Makeable {}
func make<T: Makeable>(_ type: T.Type) -> T { T() }
print(make(Child.self).greet())
