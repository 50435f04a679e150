// CustomStringConvertible on an enum changes print, interpolation and array printing alike
enum Status: CustomStringConvertible {
    case active, away(minutes: Int), offline
    var description: String {
        switch self {
        case .active: return "🟢 active"
        case .away(let m): return "🟡 away \(m)m"
        case .offline: return "⚪️ offline"
        }
    }
}
let statuses: [Status] = [.active, .away(minutes: 5), .offline]
print(Status.active)
print("Ada is \(Status.away(minutes: 12))")
print(statuses)
print(String(describing: Status.offline))
print(statuses.map(\.description).joined(separator: " | "))
let maybe: Status? = .active
print(maybe as Any)
print(maybe!)
debugPrint(Status.offline)
