// Onboarding flow: steps enum with associated data, navigation stack, validation per step
enum Step: Equatable {
    case welcome
    case name(String)
    case age(Int?)
    case interests(Set<String>)
    case done

    var title: String {
        switch self {
        case .welcome: "Welcome"
        case .name: "Your name"
        case .age: "Your age"
        case .interests(let picked) where picked.isEmpty: "Pick interests"
        case .interests(let picked): "Interests (\(picked.count))"
        case .done: "All set"
        }
    }

    var isValid: Bool {
        switch self {
        case .welcome, .done: true
        case .name(let name): name.count >= 2
        case .age(let age?): (13...120).contains(age)
        case .age(nil): false
        case .interests(let picked): !picked.isEmpty
        }
    }
}

struct Onboarding {
    private(set) var path: [Step] = [.welcome]
    var current: Step { path.last! }
    var progress: String { "\(path.count)/5" }

    mutating func advance(with step: Step) -> Bool {
        guard current.isValid else { return false }
        path.append(step)
        return true
    }

    mutating func update(_ step: Step) { path[path.count - 1] = step }
    mutating func back() { if path.count > 1 { path.removeLast() } }
}

@State var flow = Onboarding()
print(flow.current.title, flow.progress)
print(flow.advance(with: .name("")))
flow.update(.name("J"))
print(flow.advance(with: .age(nil)), flow.current.title)
flow.update(.name("Jo"))
print(flow.advance(with: .age(nil)), flow.current.title, flow.progress)
flow.update(.age(9))
print(flow.current.isValid)
flow.update(.age(34))
_ = flow.advance(with: .interests([]))
print(flow.current.title, flow.current.isValid)
flow.update(.interests(["hiking"]))
print(flow.current.title, flow.advance(with: .done), flow.current.title, flow.progress)
flow.back()
flow.back()
print(flow.path.map(\.title), flow.current == .age(34))
if case .name(let n) = flow.path[1] { print("name was", n) }
let ages = flow.path.compactMap { step -> Int? in if case .age(let a?) = step { return a } else { return nil } }
print(ages)
