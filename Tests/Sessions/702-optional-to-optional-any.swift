// Optionals converted to optionals of another type keep nil
let a: Int? = nil
let b: Int?? = a
let c: Any?? = a
let d: Any? = Optional(3)
print(b as Any, c as Any, d as Any)
struct Profile {
    var age: Int?
    var bio: String?
    var nickname: String? = "Jo"
    var filled: Int { ([age, bio, nickname] as [Any?]).filter { $0 != nil }.count }
}
var p = Profile()
print(p.filled)
p.age = 30
let fields: [Any?] = [p.age, p.bio]
print(p.filled, fields.map { $0 == nil })
let hashables: [AnyHashable?] = [p.age, p.bio]
print(hashables.compactMap { $0 })
