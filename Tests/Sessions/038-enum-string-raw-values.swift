// String raw values default to the case name; init(rawValue:) is failable.
enum Size: String {
    case small = "S"
    case medium = "M"
    case large
}
print(Size.small.rawValue, Size.large.rawValue)
print(Size(rawValue: "M") as Any, Size(rawValue: "XL") as Any)
print(sample.role.rawValue, Role.manager.rawValue)
print(Role(rawValue: "designer") as Any, Role(rawValue: "Designer") as Any)
let parsed = Role(rawValue: "manager") ?? .engineer
print(parsed, parsed == .manager)
let all: [Role] = [.engineer, .designer, .manager]
print(all.map { $0.rawValue.uppercased() })
print(Size.medium, [Size.medium])
