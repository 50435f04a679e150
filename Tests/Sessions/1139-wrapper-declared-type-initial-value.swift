// A wrapped variable's written type types its initial value
@propertyWrapper struct Box<T> { var wrappedValue: T }
@Box var x: Double = 5
print(x)
struct S { @Box var y: Double = 2 }
print(S().y, S(y: 3).y)
