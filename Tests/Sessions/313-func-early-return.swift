// `return` leaves the function early, from inside loops and ifs; a Void function may `return`.
func firstIndex(of target: Int, in values: [Int]) -> Int? {
    for index in 0..<values.count {
        if values[index] == target {
            return index
        }
    }
    return nil
}
print(firstIndex(of: 3, in: [5, 3, 3]) as Any)
print(firstIndex(of: 9, in: [5, 3]) as Any)
func check(_ value: Int) {
    if value < 0 {
        print("negative")
        return
    }
    print("fine:", value)
}
check(-1)
check(2)
