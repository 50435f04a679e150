// A Pomodoro timer: phases as an enum with payloads, tick-driven transitions, mm:ss formatting
import Foundation

enum Phase: Equatable {
    case idle
    case focus(remaining: Int)
    case shortBreak(remaining: Int)
    case longBreak(remaining: Int)

    var label: String {
        switch self {
        case .idle: return "Ready"
        case .focus: return "Focus"
        case .shortBreak: return "Break"
        case .longBreak: return "Long break"
        }
    }

    var remaining: Int? {
        switch self {
        case .idle: return nil
        case .focus(let r), .shortBreak(let r), .longBreak(let r): return r
        }
    }
}

struct Pomodoro {
    var phase = Phase.idle
    var completedFocusSessions = 0
    var focusLength = 25 * 60

    var display: String {
        guard let r = phase.remaining else { return phase.label }
        return String(format: "%@ %02d:%02d", phase.label, r / 60, r % 60)
    }

    mutating func start() { phase = .focus(remaining: focusLength) }

    mutating func tick(_ seconds: Int = 1) {
        switch phase {
        case .idle:
            break
        case .focus(let r) where r > seconds:
            phase = .focus(remaining: r - seconds)
        case .focus:
            completedFocusSessions += 1
            phase = completedFocusSessions % 4 == 0 ? .longBreak(remaining: 15 * 60) : .shortBreak(remaining: 5 * 60)
        case .shortBreak(let r) where r > seconds, .longBreak(let r) where r > seconds:
            phase = phase == .shortBreak(remaining: r) ? .shortBreak(remaining: r - seconds) : .longBreak(remaining: r - seconds)
        case .shortBreak, .longBreak:
            phase = .focus(remaining: focusLength)
        }
    }
}

@State var timer = Pomodoro()
print(timer.display)
$timer.focusLength.wrappedValue = 90
timer.start()
timer.tick(31)
print(timer.display, timer.phase)
timer.tick(59)
timer.tick()
print(timer.display, timer.completedFocusSessions)
for _ in 1...3 {
    timer.tick(10_000)
    timer.tick(10_000)
}
print(timer.display, timer.completedFocusSessions, timer.phase)
timer.tick(899)
print(timer.display, timer.phase == .longBreak(remaining: 1), timer.phase.remaining as Any)
