// Static members (Int.max, Animation.default) and implicit member expressions (.designer).
print(Int.max, Int.min)
let biggest = Int.max
print(biggest - Int.max, Int.min + biggest)
var role: Role = .designer
print(role)
role = .manager
print(role == .manager, role != .engineer)
let roles: [Role] = [.engineer, .designer]
print(roles)
var person = sample.person
person.address = Address(number: 1, street: "Main Street")
print(person)
let animation: Animation = .easeIn
print(animation, Animation.default)
print(Animation.linear(duration: 2), Animation.spring())
var transaction = Transaction()
transaction.animation = .linear
print(transaction.animation as Any)
