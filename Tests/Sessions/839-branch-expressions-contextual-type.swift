// if and switch expressions take the type of what they are assigned to: implicit members in their branches.
enum Light {
    case red, yellow, green
    mutating func next() {
        self = switch self {
        case .red: .green
        case .green: .yellow
        case .yellow: .red
        }
    }
    mutating func toggle() { self = if self == .red { .green } else { .red } }
}
var light = Light.red
for _ in 0..<4 {
    light.next()
    print(light, terminator: " ")
}
print()
light.toggle()
print(light)
let fixed: Light = switch light { case .red: .yellow; default: .red }
var maybe: Light? = nil
maybe = if fixed == .red { .green } else { nil }
print(fixed, maybe as Any)
func pick(_ n: Int) -> Light {
    return switch n { case ..<0: .red; case 0: .yellow; default: .green }
}
print([-1, 0, 5].map(pick))
struct Style { var weight: Double; var light: Light }
var style = Style(weight: 1, light: .red)
style.light = if style.weight > 0.5 { .green } else { .red }
style.weight = switch style.light { case .green: 2; default: 0.5 }
print(style)
