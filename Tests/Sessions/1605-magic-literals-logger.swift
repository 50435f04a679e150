// #function, #line, #column and #fileID as a logging helper's default arguments and in
// methods, initializers, subscripts and accessors.
struct Logger {
    var lines: [String] = []

    mutating func log(_ message: String, function: String = #function, line: Int = #line) {
        lines.append("[\(function):\(line)] \(message)")
    }
}

final class Store {
    var logger = Logger()
    var items: [String] = [] {
        didSet { logger.log("items now \(items.count)", function: #function) }
    }

    init(seed: [String]) {
        logger.log("init with \(seed.count)", function: #function)
        items = seed
    }

    func add(_ item: String, at position: Int) {
        items.insert(item, at: position)
        logger.log("added \(item)", function: #function)
    }

    subscript(index: Int) -> String {
        logger.log("read \(index)", function: #function)
        return items[index]
    }

    var count: Int {
        logger.log("counted", function: #function)
        return items.count
    }
}

func where_(_ function: String = #function, _ line: Int = #line, _ column: Int = #column) -> String {
    "\(function) \(line):\(column)"
}

func caller() -> String {
    where_()
}

let store = Store(seed: ["a"])
store.add("b", at: 0)
print(store[1], store.count)
for line in store.logger.lines {
    print(line)
}
print(caller())
print(#line, #column)
print(#fileID)
