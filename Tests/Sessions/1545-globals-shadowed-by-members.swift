// main.swift: inside a type, its own members and a method's locals come before a top-level name, which stays reachable elsewhere
var name = "global"
var count = 10
var defaultName = "Bo"

struct Person {
    var name: String
    var count = 1
    func describe() -> String {
        "\(name) \(count)"
    }
    func local() -> String {
        let count = 99
        return "\(name) \(count)"
    }
    static func make() -> Person {
        Person(name: defaultName.uppercased(), count: 2)
    }
}

let ann = Person(name: "Ann")
print(ann.describe())
print(ann.local())
print(Person.make().describe())

var formatCalls = 0
enum Formatter {
    static func format(_ value: Int) -> String {
        formatCalls += 1
        return "\(name): \(value) (\(count))"
    }
}
print(Formatter.format(3))
count = 20
name = "changed"
print(Formatter.format(4), formatCalls)
print(ann.describe())
