// arguments: --keep-going
// Operator functions declared by a type: a unary one needs `prefix`, `prefix` needs one
// operand, and an operator with no implementation for the operands is Swift's error.
struct A { var x = 0; static func - (a: A) -> A { A(x: -a.x) } }
struct B { var x = 0; static prefix func + (a: B, b: B) -> B { B(x: a.x + b.x) } }
struct C { var x = 0; static prefix func - (c: C) -> C { C(x: -c.x) } }
print(-C(x: 2))
print(-C(x: 2), -(-C(x: 3)).x)
print(+"text")
