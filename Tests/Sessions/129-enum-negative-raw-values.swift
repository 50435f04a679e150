// Int raw values can be negative and explicit; implicit ones continue from the previous case.
enum Offset: Int {
    case back = -2
    case stay
    case ahead
    case far = 10
    case farther
}
print(Offset.back.rawValue, Offset.stay.rawValue, Offset.ahead.rawValue, Offset.farther.rawValue)
print(Offset(rawValue: -1) as Any, Offset(rawValue: 0)!, Offset(rawValue: 1) as Any)
print([Offset.far, .back].map { $0.rawValue })
let o = Offset(rawValue: Offset.stay.rawValue + 1)
print(o as Any, o == .ahead)
