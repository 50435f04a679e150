// Enums that change themselves (mutating cycling through states), static shared defaults, tuple comparisons
enum TrafficLight: CaseIterable {
    case red, green, yellow
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    var seconds: Int { self == .yellow ? 3 : 30 }
}

enum SortOrder: String {
    case ascending, descending
    mutating func toggle() { self = self == .ascending ? .descending : .ascending }
    static let `default` = SortOrder.ascending
}

struct Preferences {
    static let shared = Preferences(order: .default, pageSize: 20)
    var order: SortOrder
    var pageSize: Int
}

@State var light = TrafficLight.red
var timeline: [String] = []
var elapsed = 0
for _ in 1...5 {
    timeline.append("\(light)@\(elapsed)")
    elapsed += light.seconds
    light.advance()
}
print(timeline, light)
$light.wrappedValue.advance()
print(light, TrafficLight.allCases.map(\.seconds).reduce(0, +))
var prefs = Preferences.shared
prefs.order.toggle()
print(prefs.order, Preferences.shared.order, Preferences.shared.pageSize, SortOrder.default.rawValue)
let a = (1, "b"), b = (1, "c")
let less = a < b
print(a == b, less, (2, 0) > (1, 99), [(1, 2), (0, 5)].sorted { $0 < $1 })
print(Set([3]), [7: "seven"], [[1: [2]]], String(describing: prefs))
