// A @dynamicMemberLookup wrapper forwarding reads through KeyPath and writes through WritableKeyPath
struct Point {
    var x: Int
    var y: Int
    var sum: Int { x + y }
}
@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var writes = 0
    init(_ value: Value) { self.value = value }
    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            value[keyPath: keyPath] = newValue
            writes += 1
        }
    }
}
var point = Tracked(Point(x: 1, y: 2))
print(point.x, point.y, point.sum)
point.x = 10
point.y += 5
print(point.sum, point.writes, point.value)
let frozen = Tracked(Point(x: 3, y: 4))
print(frozen.sum, frozen.x)
