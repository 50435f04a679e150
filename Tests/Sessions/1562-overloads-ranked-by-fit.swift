// Overloads ranked as Swift ranks them: a superclass parameter before Any, a protocol before Any
class C {}
class D: C {}
protocol P {}
struct S: P {}
func foo(_ x: Any, flag: Bool = true) { print("Any") }
func foo(_ x: C) { print("C") }
func bar(_ x: Any) { print("bar Any") }
func bar(_ x: P) { print("bar P") }
foo(D())
foo(C())
foo(3)
bar(S())
bar(1)
