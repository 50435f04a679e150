// mutating get: SE-0258's @Lazy enum wrapper computes on first read and stores; a counter whose getter changes self
@propertyWrapper
enum Lazy<Value> {
    case uninitialized(() -> Value)
    case initialized(Value)
    init(wrappedValue: @autoclosure @escaping () -> Value) {
        self = .uninitialized(wrappedValue)
    }
    var wrappedValue: Value {
        mutating get {
            switch self {
            case .uninitialized(let initializer):
                let value = initializer()
                self = .initialized(value)
                return value
            case .initialized(let value):
                return value
            }
        }
        set { self = .initialized(newValue) }
    }
}
struct Config {
    @Lazy var answer: Int = { print("computing"); return 42 }()
}
var config = Config()
print("made")
print(config.answer)
print(config.answer)
config.answer = 7
print(config.answer)
struct Counter {
    var reads = 0
    var value: Int {
        mutating get { reads += 1; return reads * 10 }
    }
}
var c = Counter()
print(c.value, c.value, c.reads)
