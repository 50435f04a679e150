// Errors as enums with payloads matched in nested case patterns
enum NetworkError: Error, Equatable {
    case badURL
    case timeout(seconds: Int)
    case server(code: Int, message: String)
}
enum Result2 { case ok(Data), failed(NetworkError) }
struct Data { var bytes: Int }
let outcomes: [Result2] = [.ok(Data(bytes: 10)), .failed(.timeout(seconds: 30)), .failed(.server(code: 500, message: "boom")), .failed(.badURL)]
for outcome in outcomes {
    switch outcome {
    case .ok(let data) where data.bytes > 5: print("big", data.bytes)
    case .ok: print("small")
    case .failed(.timeout(let s)): print("timeout after", s)
    case .failed(.server(let code, _)) where code >= 500: print("server", code)
    case .failed(let error): print("error", error)
    }
}
print(NetworkError.timeout(seconds: 1) == .timeout(seconds: 1))
print(outcomes[2])
let errors = outcomes.compactMap { outcome -> NetworkError? in
    if case .failed(let e) = outcome { return e }
    return nil
}
print(errors.count, errors.contains(.badURL))
