// A property wrapper with attribute arguments: the memberwise initializer takes the wrapped value
@propertyWrapper struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
}
struct Speaker {
    @Clamped(0...10) var volume = 5
    var name: String
    mutating func louder() { volume += 4 }
}
var speaker = Speaker(name: "kitchen")
print(speaker.volume, speaker.$volume)
speaker.louder()
speaker.louder()
print(speaker.volume)
speaker.volume = -3
print(speaker.volume, speaker.$volume)
var other = Speaker(volume: 42, name: "garden")
print(other.volume, other.name)
@Clamped(1...3) var level = 2
level = 9
print(level, $level)
