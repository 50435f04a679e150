// guard exits early; the names it binds stay in scope after it
let describe = { (value: Int?) -> String in
    guard let number = value else { return "nothing" }
    guard number >= 0 else { return "negative" }
    return "number \(number)"
}
print(describe(nil), describe(-3), describe(8))
let firstEven = { (numbers: [Int]) -> Int? in
    for n in numbers {
        guard n % 2 == 0 else { continue }
        return n
    }
    return nil
}
print(firstEven([1, 3, 4, 6]) as Any, firstEven([1]) as Any)
