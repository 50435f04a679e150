// An enum value stepped through its cases, in a State and through a binding
enum Phase: Equatable {
    case waiting
    case running(step: Int)
    case finished(total: Int)
}
@State var phase = Phase.waiting
let binding = $phase
func advance(_ phase: inout Phase) {
    switch phase {
    case .waiting: phase = .running(step: 1)
    case .running(let step) where step >= 3: phase = .finished(total: step)
    case .running(let step): phase = .running(step: step + 1)
    case .finished: break
    }
}
var guardCount = 0
while phase != .finished(total: 3) {
    advance(&binding.wrappedValue)
    guardCount += 1
    print(phase)
}
print(guardCount)
