// arguments: --keep-going
// Misused Result: its Failure must be an Error, get() throws, == needs Equatable arguments,
// a switch must cover both cases. The messages are swiftc's.
enum LoadError: Error { case offline, timeout(Int) }
struct Plain { var x: Int }
let ok: Result<Int, LoadError> = .success(1)
let a: Result<Int, String> = .success(1)
let b: Result<Int> = .success(1)
let c: Result<Int, LoadError> = .success("one")
let e = ok.get()
let f = ok.value
print(ok == .success(1))
switch ok { case .success(let n): print(n) }
let h = ok.map(5)
let i = ok.mapError { _ in 3 }
let m: Result<Plain, Error> = .success(Plain(x: 1))
print(m == m)
let n: Error = 3
func log(_ error: Error) { print(error) }
log("failed")
