// A static dictionary as a memo cache, an enum's static configuration and a class's shared count.
enum Fibonacci {
    static var cache: [Int: Int] = [0: 0, 1: 1]
    static var lookups = 0

    static func value(_ n: Int) -> Int {
        lookups += 1
        if let known = cache[n] { return known }
        let result = value(n - 1) + value(n - 2)
        cache[n] = result
        return result
    }
}

enum Theme {
    static var accent = "blue"
    static var fontSize: Double = 14
}

final class Connection {
    static var open = 0
    let name: String
    init(name: String) {
        self.name = name
        Connection.open += 1
    }
    func close() {
        Connection.open -= 1
        print("closed \(name), \(Connection.open) open")
    }
}

print(Fibonacci.value(30))
print(Fibonacci.lookups, Fibonacci.cache.count)
print(Fibonacci.value(30), Fibonacci.lookups)
Theme.accent = "orange"
Theme.fontSize += 2
print("\(Theme.accent) \(Theme.fontSize)")
let a = Connection(name: "a")
let b = Connection(name: "b")
print(Connection.open)
a.close()
b.close()
