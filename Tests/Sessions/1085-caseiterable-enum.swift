// CaseIterable: allCases lists every case in declaration order
enum Weekday: CaseIterable {
    case monday, tuesday, wednesday, thursday, friday
}
enum Coin: Int, CaseIterable {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
}
print(Weekday.allCases.count)
print(Weekday.allCases)
print(Weekday.allCases.first!, Weekday.allCases.last!)
for day in Weekday.allCases where day != .wednesday {
    print(day, terminator: " ")
}
print()
print(Coin.allCases.map(\.rawValue))
print(Coin.allCases.map(\.rawValue).reduce(0, +))
print(Coin.allCases.firstIndex(of: .dime)!)
print(Coin.allCases.filter { $0.rawValue > 4 })
print(type(of: Coin.allCases))
