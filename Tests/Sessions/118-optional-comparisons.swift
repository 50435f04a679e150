// Optionals compare with == and != against values and nil; Comparable ops need unwrapping.
let a: Int? = 3
let b: Int? = nil
print(a == 3, a != 3, b == nil, b != nil, a == b)
print(a == Optional(3), b == Optional(4))
let s: String? = "x"
print(s == "x", s == nil, s != "y")
let role: Role? = .designer
print(role == .designer, role == Role.manager, role != nil)
print(sample.nickname == nil, sample.todos[1].note == "after lunch")
let n: Int?? = 3
print(n == 3, n == nil)
