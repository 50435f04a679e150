// A protocol with an associatedtype inferred from a method, a typealias witness and generic algorithms over it
protocol Producer {
    associatedtype Output
    func produce() -> Output
}
struct Counter: Producer {
    var start: Int
    func produce() -> Int { start + 1 }
}
struct Greeting: Producer {
    typealias Output = String
    var name: String
    func produce() -> Output { "Hello \(name)" }
}
func produceAll<P: Producer>(_ ps: [P]) -> [P.Output] {
    ps.map { $0.produce() }
}
func describe<P: Producer>(_ p: P) -> String where P.Output: CustomStringConvertible {
    "produced \(p.produce().description)"
}
print(produceAll([Counter(start: 1), Counter(start: 9)]))
print(produceAll([Greeting(name: "Ann")]))
print(describe(Counter(start: 41)))
print(describe(Greeting(name: "Bo")))
let g: Greeting.Output = "typed"
print(g)
protocol Repository {
    associatedtype Model
    var items: [Model] { get set }
}
extension Repository {
    mutating func add(_ m: Model) { items.append(m) }
    var count: Int { items.count }
}
struct Notes: Repository { var items: [String] = [] }
var notes = Notes()
notes.add("milk"); notes.add("eggs")
print(notes.items, notes.count)
