// A wrapped local declared without a value: the first assignment to it (or to its storage) makes the wrapper
@propertyWrapper struct Logged {
    private var value: Int
    init(wrappedValue: Int) {
        print("init(wrappedValue: \(wrappedValue))")
        value = wrappedValue
    }
    var wrappedValue: Int {
        get { value }
        set {
            print("set \(newValue)")
            value = newValue
        }
    }
}
@Logged var first: Int
first = 3
print(first)
first = 4
print(first)
@Logged var second: Int
_second = Logged(wrappedValue: 10)
second += 1
print(second, _second.wrappedValue)
@State var count: Int
count = 5
print(count, $count.wrappedValue)
count += 1
print(_count.wrappedValue)
@Binding var shared: Int
_shared = $count
shared = 40
print(count, shared)
