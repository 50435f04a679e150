// switch over Ints with ranges, lists and default
for score in [100, 95, 85, 72, 40, -1] {
    switch score {
    case 100:
        print("perfect")
    case 90..<100:
        print("A")
    case 80...89:
        print("B")
    case 70, 71, 72, 73:
        print("C-ish")
    case ..<0:
        print("invalid")
    default:
        print("other")
    }
}
