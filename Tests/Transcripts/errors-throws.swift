// arguments: --keep-going
// Error-handling errors, in swiftc's words, and an error escaping a closure called as a value.
enum E: Error { case a, b }
func f() throws -> Int { 1 }
let x = f()
let y = try f()
throw E.a
func g() { throw E.a }
do { _ = try f() } catch E.a { }
func h() throws { throw 5 }
do { print(f()) } catch { print(error) }
do { _ = try f() } catch E.c { } catch { }
let thrower: () throws -> Int = { throw E.b }
print(try! thrower())
print("end")
