// Result is Equatable when its success and failure types are
enum LoadError: Error, Equatable { case offline, timeout(seconds: Int) }
let a: Result<Int, LoadError> = .success(1)
let b: Result<Int, LoadError> = .failure(.timeout(seconds: 5))
print(a == .success(1))
print(a == .success(2))
print(b == .failure(.timeout(seconds: 5)))
print(a != b)
let history: [Result<Int, LoadError>] = [a, b, .failure(.offline)]
print(history.contains(.failure(.offline)))
print(history.firstIndex(of: b) as Any)
print(history.filter { $0 != a }.count)
