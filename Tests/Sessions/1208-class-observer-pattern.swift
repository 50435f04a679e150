// Observer pattern: subscribers registered as closures, notified from a didSet, unsubscribed by token
class Observable {
    private var observers: [Int: (Int) -> Void] = [:]
    private var nextToken = 0
    var value: Int = 0 {
        didSet {
            for token in observers.keys.sorted() { observers[token]!(value) }
        }
    }
    func subscribe(_ f: @escaping (Int) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = f
        return nextToken
    }
    func unsubscribe(_ token: Int) { observers[token] = nil }
}
let subject = Observable()
var seen: [Int] = []
let a = subject.subscribe { print("a got \($0)") }
_ = subject.subscribe { seen.append($0) }
subject.value = 1
subject.value += 1
subject.unsubscribe(a)
subject.value = 10
print(seen)
