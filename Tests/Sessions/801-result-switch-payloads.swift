// A switch over a Result binds its payloads; an error case is matched inside .failure
enum LoadError: Error { case offline, notFound(String) }
func describe(_ result: Result<Int, LoadError>) -> String {
    switch result {
    case .success(let value) where value > 100: return "big \(value)"
    case .success(let value): return "got \(value)"
    case .failure(.offline): return "offline"
    case .failure(.notFound(let name)): return "no \(name)"
    }
}
print(describe(.success(7)))
print(describe(.success(512)))
print(describe(.failure(.offline)))
print(describe(.failure(.notFound("avatar"))))
let results: [Result<Int, LoadError>] = [.success(1), .failure(.offline), .success(2)]
for case .success(let n) in results { print("ok", n) }
if case .failure(let error) = results[1] { print("failed with", error) }
