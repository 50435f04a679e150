// AnyHashable wraps any Hashable value; it prints like the value at top level, as AnyHashable(…) nested.
let number = AnyHashable(3)
let text = AnyHashable("three")
let role = AnyHashable(sample.role)
print(number, text, role)
print([number, text, role])
print(number == AnyHashable(3), number == text)
print(number.base, type(of: number.base))
print(number as? Int as Any, text as? Int as Any)
let todo = AnyHashable(sample.todos[0])
print(todo == AnyHashable(sample.todos[0]), todo == AnyHashable(sample.todos[1]))
let keys: [AnyHashable] = [1, "a", true]
print(keys)
print(AnyHashable(1) == AnyHashable(1.0))
