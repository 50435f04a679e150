// Initializers that set every stored property on every path: branches, switch, guard, delegation, self = …, a wrapped field
struct Grade {
    var letter: Character
    var passed: Bool
    init(score: Int) {
        switch score {
        case 90...: letter = "A"
        case 70..<90: letter = "B"
        default: letter = "F"
        }
        if letter == "F" { passed = false } else { passed = true }
    }
    init?(text: String) {
        guard let score = Int(text) else { return nil }
        self.init(score: score)
    }
    init(copy other: Grade) { self = other }
}
print(Grade(score: 95), Grade(score: 40).passed, Grade(text: "75") as Any, Grade(text: "x") as Any, Grade(copy: Grade(score: 80)).letter)
struct Counter {
    @State var count: Int
    let step: Int
    init(start: Int) {
        step = start > 0 ? 1 : -1
        count = start * 10
        count += step
    }
}
let counter = Counter(start: 2)
print(counter.count, counter.step)
class Node {
    let value: Int
    var next: Node?
    init(_ value: Int, after previous: Node? = nil) {
        self.value = value
        previous?.next = self
    }
}
let head = Node(1)
print(Node(2, after: head).value, head.next?.value as Any)
