// init requirements: generic code creates fresh values; a class must mark its init required
protocol Blank {
    init()
    var summary: String { get }
}
struct Note: Blank {
    var text = ""
    var summary: String { text.isEmpty ? "empty note" : text }
}
final class Counter: Blank {
    var count: Int
    required init() {
        count = 0
    }
    var summary: String { "count \(count)" }
}
func makeMany<T: Blank>(_ n: Int, of type: T.Type) -> [T] {
    (0..<n).map { _ in T() }
}
let notes = makeMany(2, of: Note.self)
print(notes.map(\.summary))
let counters = makeMany(3, of: Counter.self)
counters[0].count = 7
print(counters.map(\.summary))
print(counters[0] === counters[1])
func fresh<T: Blank>() -> T { T() }
let n: Note = fresh()
print(n.summary, (fresh() as Counter).summary)
