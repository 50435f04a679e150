// type(of:) prints a type's name: generic arguments spelled out, Optional<…> rather than T?.
print(type(of: 1), type(of: 1.5), type(of: "s"), type(of: true))
print(type(of: [1, 2]), type(of: ["a": 1]), type(of: [[1.0]]))
let nickname: String? = nil
print(type(of: nickname), type(of: sample.nickname))
print(type(of: sample), type(of: sample.person), type(of: sample.role))
print(type(of: sample.todos), type(of: sample.scores))
print(type(of: 0..<3), type(of: 1...2))
let double = { (n: Int) in n * 2 }
print(type(of: double))
print(type(of: \Person.name), type(of: \Sample.person.address.number))
@State var count = 0
print(type(of: count), type(of: $count), type(of: _count))
let any: Any = sample.person.address
print(type(of: any))
print(type(of: AnyHashable(1)), type(of: Transaction()))
print(Int.self, String.self, Role.self)
