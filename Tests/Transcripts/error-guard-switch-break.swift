// A break in a switch only leaves the switch: a guard's else block that ends in one falls through
func f(_ x: Int) -> Int {
    guard x > 0 else {
        switch x {
        case 0: break
        default: return 1
        }
    }
    return 2
}
