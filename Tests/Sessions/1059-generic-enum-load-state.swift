// A generic enum LoadState<T> models loading; a computed property reads the payload
enum LoadState<T> {
    case idle
    case loading(progress: Double)
    case loaded(T)
    case failed(String)
    var value: T? {
        if case .loaded(let v) = self { return v }
        return nil
    }
}
func describe<T>(_ state: LoadState<T>) -> String {
    switch state {
    case .idle: return "idle"
    case .loading(let p): return "loading \(Int(p * 100))%"
    case .loaded(let v): return "loaded \(v)"
    case .failed(let reason): return "failed: \(reason)"
    }
}
var profile: LoadState<String> = .idle
print(describe(profile))
profile = .loading(progress: 0.5)
print(describe(profile), profile.value ?? "nothing")
profile = .loaded("Ada")
print(describe(profile), profile.value ?? "nothing")
let numbers = LoadState<[Int]>.failed("offline")
print(describe(numbers), numbers.value as Any)
print(LoadState.loaded(42))
