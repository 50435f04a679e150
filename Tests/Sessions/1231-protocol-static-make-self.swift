// A protocol with static func make() -> Self and an init requirement, used from a generic function
protocol Defaultable {
    static func make() -> Self
    init(seed: Int)
}
struct Counter: Defaultable {
    var value: Int
    static func make() -> Counter { Counter(value: 0) }
    init(value: Int) { self.value = value }
    init(seed: Int) { value = seed * 10 }
}
struct Label: Defaultable {
    var text = "untitled"
    static func make() -> Self { Self(text: "new") }
    init(text: String) { self.text = text }
    init(seed: Int) { text = "label \(seed)" }
}
func build<T: Defaultable>(_ type: T.Type, count: Int) -> [T] {
    var result: [T] = []
    for i in 0..<count {
        result.append(i == 0 ? T.make() : T(seed: i))
    }
    return result
}
print(build(Counter.self, count: 3))
print(build(Label.self, count: 2))
let c: Counter = .make()
print(c.value)
print(Label.make().text)
func fresh<T: Defaultable>() -> T { T.make() }
let l: Label = fresh()
print(l)
