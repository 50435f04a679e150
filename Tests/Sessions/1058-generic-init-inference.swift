// Wrapper<T>: an unlabeled generic init infers T from its argument or from an annotation
struct Wrapper<T> {
    let value: T
    init(_ value: T) {
        self.value = value
    }
    func map<U>(_ f: (T) -> U) -> Wrapper<U> {
        Wrapper<U>(f(value))
    }
}
let i = Wrapper(3)
let s = Wrapper("three")
let list = Wrapper([1, 2, 3])
print(type(of: i), type(of: s), type(of: list))
let d: Wrapper<Double> = Wrapper(3)
print(d.value, type(of: d))
let optional = Wrapper<Int?>(nil)
print(optional.value as Any, type(of: optional))
let mapped = list.map { $0.count }.map { "\($0) items" }
print(mapped.value, type(of: mapped))
print(i)
