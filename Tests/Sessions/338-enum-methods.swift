// Enums get methods too: a mutating one assigns `self`, a static one builds a case.
enum Light {
    case red, yellow, green
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    func canGo() -> Bool { self == .green }
    static func initial() -> Light { .red }
}
var light = Light.initial()
for _ in 0..<4 {
    light.advance()
    print(light, light.canGo())
}
