// A generic class can be subclassed; the subclass keeps the type parameter and overrides
class Container<T> {
    var items: [T] = []
    func add(_ item: T) {
        items.append(item)
    }
    func summary() -> String {
        "\(items.count) item(s)"
    }
}
class LimitedContainer<T>: Container<T> {
    let limit: Int
    init(limit: Int) {
        self.limit = limit
    }
    override func add(_ item: T) {
        if items.count < limit {
            super.add(item)
        } else {
            print("full, dropped \(item)")
        }
    }
    override func summary() -> String {
        super.summary() + " of \(limit)"
    }
}
let plain = Container<String>()
plain.add("a")
print(plain.summary())
let limited = LimitedContainer<Int>(limit: 2)
for n in 1...3 { limited.add(n) }
print(limited.items, limited.summary())
let asBase: Container<Int> = limited
asBase.add(4)
print(asBase.summary(), asBase is LimitedContainer<Int>)
