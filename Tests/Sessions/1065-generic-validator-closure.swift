// A generic struct storing a closure over T: reusable validators for different types
struct Validator<T> {
    let name: String
    let check: (T) -> Bool
    func validate(_ value: T) -> String {
        check(value) ? "\(value): ok" : "\(value): fails \(name)"
    }
    func and(_ other: Validator<T>) -> Validator<T> {
        Validator(name: "\(name) and \(other.name)") { self.check($0) && other.check($0) }
    }
}
let positive = Validator<Int>(name: "positive") { $0 > 0 }
let even = Validator<Int>(name: "even") { $0 % 2 == 0 }
print(positive.validate(5))
print(positive.validate(-1))
let both = positive.and(even)
print(both.name)
for n in [4, 3, -2] {
    print(both.validate(n))
}
let notEmpty = Validator<String>(name: "not empty") { !$0.isEmpty }
print(notEmpty.validate("hi"), notEmpty.check(""))
