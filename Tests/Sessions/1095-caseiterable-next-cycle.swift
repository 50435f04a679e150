// A protocol extension on CaseIterable & Equatable: next() cycles through any enum's cases
extension CaseIterable where Self: Equatable {
    func next() -> Self {
        let all = Self.allCases
        let i = all.firstIndex(of: self)!
        let after = all.index(after: i)
        return after == all.endIndex ? all[all.startIndex] : all[after]
    }
}
enum Light: CaseIterable {
    case green, yellow, red
}
enum Mode: String, CaseIterable {
    case auto, manual
}
var light = Light.green
for _ in 0..<4 {
    print(light, terminator: " -> ")
    light = light.next()
}
print(light)
print(Mode.auto.next(), Mode.manual.next().rawValue)
print(Light.allCases.map { $0.next() })
