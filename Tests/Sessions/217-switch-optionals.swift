// switch over optionals: .some, .none, x? and nil
let values: [Int?] = [nil, 0, 5]
for value in values {
    switch value {
    case .none:
        print("nothing")
    case .some(0):
        print("zero")
    case let n?:
        print("number", n)
    }
}
enum Access { case admin, guest }
let role: Access? = .admin
switch role {
case .admin: print("admin")
case .guest: print("guest")
case nil: print("no role")
}
