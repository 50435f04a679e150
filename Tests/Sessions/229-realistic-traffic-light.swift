// A small state machine: an enum State stepped by a while loop
enum Light: CaseIterable {
    case red, green, yellow
}
struct Crossing {
    var light: Light
    var ticks: Int
}
@State var crossing = Crossing(light: .red, ticks: 0)
let light = $crossing.light
var history: [(Light, Int)] = []
while crossing.ticks < 5 {
    switch light.wrappedValue {
    case .red: light.wrappedValue = .green
    case .green: light.wrappedValue = .yellow
    case .yellow: light.wrappedValue = .red
    }
    crossing.ticks += 1
    history.append((crossing.light, crossing.ticks))
}
print(history)
print(crossing)
print(Light.allCases.count)
