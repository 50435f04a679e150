// any Error holds any error: cast back with as?, test with is, rethrow it from a catch
enum MyError: Error { case bad, worse(Int) }
let e: Error = MyError.bad
print(e)
print(type(of: e))
let f: any Error = MyError.worse(2)
if let m = f as? MyError { print("is", m) }
print(e is MyError)
func risky(_ n: Int) throws -> Int {
    if n < 0 { throw MyError.worse(n) }
    return n
}
do {
    _ = try risky(-1)
} catch {
    print(type(of: error), error)
    let saved: Error = error
    print(saved)
}
func again() throws {
    do { _ = try risky(-2) } catch { throw error }
}
do { try again() } catch MyError.worse(let n) { print("rethrown", n) } catch { print("other") }
let errors: [Error] = [MyError.bad, MyError.worse(1)]
print(errors.count)
let none: (any Error)? = nil
print(none as Any)
