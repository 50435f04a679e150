// arguments: --no-sample
// A wrapped session variable declared without a value: the first assignment makes its wrapper
// (State(wrappedValue:), or the session's own wrapper's), and from then on it is a dependent
// like any other. :explain and :states show the same storage either way.
@propertyWrapper struct Doubled {
    private var stored: Int
    init(wrappedValue: Int) { stored = wrappedValue * 2 }
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue * 2 }
    }
    var projectedValue: Int { stored / 2 }
}
@State var count: Int
:states
count = 5
:watch triple = count * 3
count += 1
@Doubled var twice: Int
twice = 4
print(twice, $twice)
twice = 10
:explain count
:explain twice
:states
