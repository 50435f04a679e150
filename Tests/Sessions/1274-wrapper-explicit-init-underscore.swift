// An explicit init assigning the storage (_x = W(...)) or the wrapped value (x = v) of wrapped fields
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
}
struct Player {
    @Clamped(0...100) var health: Int = 100
    @Clamped var level: Int
    var name: String
    init(name: String, level: Int) {
        self.name = name
        _level = Clamped(wrappedValue: level, 1...10)
        health = 150
    }
}
var player = Player(name: "Link", level: 42)
print(player.name, player.health, player.level, player.$level)
player.health -= 130
player.level = 0
print(player.health, player.level, player.$health)
