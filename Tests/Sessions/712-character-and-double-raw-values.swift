// Enums with Character and Double raw values
enum Player: Character, CaseIterable {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}
enum Coin: Double, CaseIterable {
    case penny = 0.01, nickel = 0.05, dime = 0.1, quarter = 0.25
}
enum Level: Double {
    case low, medium = 5, high
}
let row: [Player?] = [.x, nil, .o]
print(String(row.map { $0?.rawValue ?? "." }), Player.x.other, Player(rawValue: "O") as Any, Player(rawValue: "Z") as Any)
print(Player.allCases.map(\.rawValue), Player.x)
let total = [Coin.quarter, .dime, .dime, .penny].map(\.rawValue).reduce(0, +)
print(total, Coin(rawValue: 0.05) ?? .penny, Coin.allCases.count)
print(Level.low.rawValue, Level.high.rawValue, Level(rawValue: 6.0) as Any)
debugPrint(Coin.dime, [Player.o])
