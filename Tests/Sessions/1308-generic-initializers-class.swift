// A generic initializer in a class and one constrained to a session protocol
protocol Weighted {
    var weight: Int { get }
}
struct Box: Weighted {
    var weight: Int
}
extension Int: Weighted {
    var weight: Int { self }
}
final class Scale {
    var reading: Int
    init(reading: Int) { self.reading = reading }
    init<W: Weighted>(placing item: W) { reading = item.weight }
    convenience init<W: Weighted>(placingAll items: [W]) {
        self.init(reading: items.reduce(0) { $0 + $1.weight })
    }
}
print(Scale(placing: Box(weight: 3)).reading)
print(Scale(placing: 12).reading)
print(Scale(placingAll: [Box(weight: 1), Box(weight: 2)]).reading)
print(Scale(placingAll: [4, 5, 6]).reading, Scale(reading: 9).reading)
