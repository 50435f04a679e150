// Mutating methods through optional chains (a dictionary entry, an optional variable) and in a while-let loop.
struct Account {
    var owner: String
    private(set) var balance = 0
    mutating func deposit(_ amount: Int) { balance += amount }
}
var accounts: [String: Account] = ["ada": Account(owner: "Ada")]
accounts["ada"]?.deposit(50)
accounts["bob"]?.deposit(10)
print(accounts["ada"]?.balance as Any, accounts["bob"]?.balance as Any)
var maybe: Account? = Account(owner: "Max")
maybe?.deposit(5)
print(maybe?.balance ?? 0)
maybe = nil
maybe?.deposit(5)
print(maybe as Any)
struct Queue {
    private var items: [String] = []
    var count: Int { items.count }
    mutating func enqueue(_ item: String) { items.append(item) }
    mutating func dequeue() -> String? {
        guard !items.isEmpty else { return nil }
        return items.removeFirst()
    }
}
var queue = Queue()
queue.enqueue("a")
queue.enqueue("b")
while let next = queue.dequeue() {
    print("serving", next)
}
print(queue.count)
