// Extending Result: computed properties, methods and where clauses, used by a loader that reports each outcome
struct LoadError: Error, CustomStringConvertible {
    var reason: String
    var description: String { "load failed: \(reason)" }
}

extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
    var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
    func summary(_ describe: (Success) -> String) -> String {
        switch self {
        case .success(let value): return "ok: " + describe(value)
        case .failure(let error): return "error: \(error)"
        }
    }
}

extension Result where Success == Int {
    var doubled: Int { (value ?? 0) * 2 }
}

func load(_ name: String) -> Result<Int, LoadError> {
    name.isEmpty ? .failure(LoadError(reason: "no name")) : .success(name.count)
}

let outcomes = [load("profile"), load(""), load("settings")]
for outcome in outcomes {
    print(outcome.isSuccess, outcome.value as Any, outcome.summary { "\($0) bytes" })
}
print(outcomes.filter(\.isSuccess).count)
print(outcomes.compactMap(\.value), outcomes.compactMap { $0.failure?.reason })
print(outcomes.map(\.doubled))
let text: Result<String, Error> = .success("hi")
print(text.summary { $0.uppercased() }, text.value ?? "-")
