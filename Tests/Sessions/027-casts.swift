// as (upcast or literal typing), as? (optional cast), as! (forced cast) and is (type test).
let literal = 3 as Double
print(literal)
let anything: Any = sample.person.address.number
print(anything is Int, anything is String)
print(anything as? Int as Any, anything as? String as Any)
print(anything as! Int + 1)
let maybe: Int? = 3
print(maybe as Any)
let none: Int? = nil
print(none as Any)
let items: [Any] = [1, "two", 3.5, sample.role, sample.person.address]
for item in items {
    if let text = item as? String {
        print("a string:", text)
    } else if item is Int {
        print("an int:", item)
    } else {
        print("something else:", item)
    }
}
let role = items[3] as! Role
print(role.rawValue)
print((items[4] as? Address)?.street ?? "?")
