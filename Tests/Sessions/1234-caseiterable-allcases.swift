// CaseIterable enums: allCases, count, map over cases, raw values and a next() that wraps around
enum Direction: CaseIterable {
    case north, east, south, west
}
enum Coffee: String, CaseIterable {
    case espresso, latte = "caffè latte", mocha
}
print(Direction.allCases.count)
for d in Direction.allCases {
    print(d)
}
print(Coffee.allCases.map { $0.rawValue })
print(Coffee.allCases)
extension Direction {
    func next() -> Direction {
        let all = Direction.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
print(Direction.west.next(), Direction.north.next())
print(Direction.allCases.first!, Direction.allCases.last!)
let menu = Coffee.allCases.enumerated().map { "\($0.offset + 1). \($0.element.rawValue)" }
print(menu.joined(separator: "\n"))
print(Coffee(rawValue: "mocha") as Any)
print(type(of: Direction.allCases))
