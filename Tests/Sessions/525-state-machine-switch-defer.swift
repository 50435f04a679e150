// A traffic light state machine: mutating enum methods, tuple switches, fallthrough, defer
enum Light: CaseIterable {
    case red, green, yellow
    mutating func next() {
        let all = Light.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    static func from(_ code: Character) -> Light? {
        switch code {
        case "r", "R": return .red
        case "g", "G": return .green
        case "y", "Y": return .yellow
        default: return nil
        }
    }
}
var light = Light.red
var trace: [Light] = []
for _ in 0..<5 { trace.append(light); light.next() }
print(trace)
print("rgYx".map(Light.from))
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0) where x > 0: return "positive x axis"
    case (_, 0): return "x axis"
    case (0, _): return "y axis"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
print([(0, 0), (3, 0), (-3, 0), (0, 7), (2, -2), (9, 9)].map(classify))
func grade(_ score: Int) -> [String] {
    var notes: [String] = []
    switch score {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 70..<90:
        notes.append("passed")
    default:
        notes.append("failed")
    }
    return notes
}
print(grade(95), grade(75), grade(10))
func steps() -> [String] {
    var log: [String] = []
    func record(_ s: String) { log.append(s) }
    do {
        defer { record("inner defer") }
        record("body")
    }
    defer { print("outer defer ran") }
    record("end")
    return log
}
print(steps())
func swapEnds(_ xs: inout [Int]) { guard xs.count > 1 else { return }; xs.swapAt(0, xs.count - 1) }
var numbers = [1, 2, 3, 4]
swapEnds(&numbers)
var pair = (a: 1, b: 2)
swap(&pair.a, &pair.b)
print(numbers, pair)
