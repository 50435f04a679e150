// Payload enums with a description, tuples and optionals printed, interpolated, reflected and dumped
enum Status: CustomStringConvertible {
    case active(since: Int), banned(reason: String), none
    var description: String {
        switch self {
        case .active(let since): return "active since \(since)"
        case .banned(let reason): return "banned: \(reason)"
        case .none: return "none"
        }
    }
}
struct Member { var name: String; var status: Status }
let members = [Member(name: "a", status: .active(since: 2020)), Member(name: "b", status: .banned(reason: "spam"))]
print(members)
print("\(members[1].status)")
debugPrint(members[0].status)
let pair: (Int, Status)? = (1, .none)
print("pair: \(String(describing: pair))")
print(pair as Any)
enum Plain { case x(Int), y }
let opt: Plain? = .x(3)
print("\(opt as Any) \(Plain.y) \([Plain.x(1)])")
print(String(reflecting: Plain.x(2)), String(describing: Plain.x(2)))
let nested = (a: [1, 2], b: ["k": (1, "v")])
print(nested)
dump(Plain.x(5))
dump((1, "two"))
