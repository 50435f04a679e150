// A traffic light state machine with CaseIterable and nested switch
enum Light: CaseIterable, CustomStringConvertible {
    case red, yellow, green

    var next: Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    var duration: Int {
        switch self {
        case .red: 30
        case .yellow: 5
        case .green: 25
        }
    }
    var description: String { "\(self == .red ? "🔴" : self == .yellow ? "🟡" : "🟢")" }
}

struct Intersection {
    var light = Light.red
    var elapsed = 0
    var cycles = 0

    mutating func tick(_ seconds: Int) {
        elapsed += seconds
        while elapsed >= light.duration {
            elapsed -= light.duration
            light = light.next
            if light == .red { cycles += 1 }
        }
    }
}

@State var crossing = Intersection()
let light = $crossing.light
crossing.tick(31)
print(light.wrappedValue, crossing.elapsed)
crossing.tick(100)
print(crossing.light, crossing.elapsed, crossing.cycles)
print(Light.allCases, Light.allCases.map(\.duration).reduce(0, +))
let total = Light.allCases.reduce(into: [String]()) { $0.append("\($1): \($1.duration)s") }
print(total)
light.wrappedValue = .yellow
print(crossing)
print(Light.allCases.firstIndex(of: .green) ?? -1, Light.allCases.count)
