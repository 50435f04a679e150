// Int raw values count up from the previous case, starting at 0 unless given.
enum Priority: Int {
    case low = 1
    case medium
    case high = 10
    case urgent
}
enum Step: Int {
    case first, second, third
}
print(Priority.low.rawValue, Priority.medium.rawValue, Priority.high.rawValue, Priority.urgent.rawValue)
print(Step.first.rawValue, Step.third.rawValue)
print(Priority(rawValue: 11) as Any, Priority(rawValue: 3) as Any)
let level = Priority.medium
print(level.rawValue * 10, level.rawValue < Priority.high.rawValue)
print(Step(rawValue: 1)!, [Step(rawValue: 2)!])
