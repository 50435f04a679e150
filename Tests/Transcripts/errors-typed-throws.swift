// arguments: --keep-going
// Typed throws (`throws(E)`): what the body throws must be E, in swiftc's words.
enum E: Error { case bad }
enum Other: Error { case worse }
func untyped() throws -> Int { 1 }
func k() throws(E) -> Int { do { return try untyped() } catch { throw .bad } }
print((try? k()) as Any)
func f() throws(E) -> Int { try untyped() }
print("after f")
func g() throws(E) { throw Other.worse }
print("after g")
func h() throws(Int) { }
print("after h")
print(try k())
