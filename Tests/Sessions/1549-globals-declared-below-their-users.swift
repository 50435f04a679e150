// main.swift: types and functions above the top-level variables they use, as a script is often laid out
struct Logger {
    var prefix = defaultPrefix
    func log(_ text: String) {
        messages.append(prefix + text)
        logCount += 1
    }
}

final class Inventory {
    private(set) var items: [String: Int] = [:]
    func add(_ name: String, count: Int = 1) {
        items[name, default: 0] += count
        logger.log("added \(count) \(name)")
    }
    var total: Int { items.values.reduce(0, +) }
}

func summary() -> String {
    "\(inventory.total) items, \(logCount) log lines, last: \(messages.last ?? "-")"
}

var messages: [String] = []
var logCount = 0
let defaultPrefix = "[inv] "
let logger = Logger()
let inventory = Inventory()

inventory.add("apple", count: 3)
inventory.add("pear")
inventory.add("apple")
print(inventory.items.sorted { $0.key < $1.key })
print(summary())
print(messages.joined(separator: "\n"))
