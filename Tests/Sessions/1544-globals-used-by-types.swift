// main.swift: a type's methods, stored property defaults and closures use top-level variables and functions
var counter = 0
var log: [String] = []
let prefix = "item"

func note(_ text: String) {
    log.append(text)
}

struct Tally {
    var label = prefix + "-tally"
    var start = counter
    func bump() {
        counter += 1
        note("bump \(counter)")
    }
    mutating func reset() {
        start = counter
        counter = 0
    }
}

var tally = Tally()
print(tally.label, tally.start)
tally.bump()
tally.bump()
print(counter, log)
tally.reset()
print(tally.start, counter)

final class Store {
    var items: [String] = []
    lazy var describe: () -> String = { "\(prefix): \(self.items.count) of \(counter)" }
    func add(_ name: String) {
        items.append(name)
        counter += 1
        note("added \(name)")
    }
}
let store = Store()
store.add("milk")
store.add("tea")
print(store.describe())
print(log.joined(separator: ", "))
