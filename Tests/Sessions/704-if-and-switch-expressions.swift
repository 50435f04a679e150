// if and switch expressions as the result of getters, functions and closures
enum Light: CaseIterable {
    case red, yellow, green
    var duration: Int {
        switch self {
        case .red: 30
        case .yellow: 5
        case .green: 25
        }
    }
    var label: String {
        if self == .red { "Stop" } else if self == .yellow { "Slow" } else { "Go" }
    }
}
enum CancellationReason: Error { case zero }
func describe(_ n: Int) -> String {
    switch n {
    case ..<0: "negative"
    case 0: "zero"
    default:
        if n % 2 == 0 { "even" } else { "odd" }
    }
}
func check(_ n: Int) throws -> Int {
    switch n {
    case 0: throw CancellationReason.zero
    default: n * 2
    }
}
print(Light.allCases.map(\.duration), Light.allCases.map(\.label))
print([-3, 0, 4, 7].map(describe))
let sizes: [String] = [1, 50, 500].map { n in
    switch n {
    case ..<10: "small"
    case 10..<100: "medium"
    default: "large"
    }
}
print(sizes, try! check(4), (try? check(0)) as Any)
let log = { (n: Int) in
    switch n {
    case 0: print("none")
    default: print("\(n) items")
    }
}
log(0)
[2, 3].forEach { n in if n > 2 { print("many") } else { print("few") } }
