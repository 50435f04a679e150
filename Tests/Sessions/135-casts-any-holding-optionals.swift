// as?, as! and is on Any values that hold optionals, structs and enums.
let boxed: Any = sample.nickname as Any
print(boxed is String, boxed is String?, boxed as? String as Any)
let some: Any = Optional("x") as Any
print(some is String, some as? String as Any)
let addr: Any = sample.person.address
print(addr is Address, addr is Person, (addr as! Address).number)
let role: Any = Role.designer
print(role as? Role as Any, (role as? Role)?.rawValue ?? "?")
let list: Any = [1, 2]
print(list is [Int], list as? [Int] as Any, list as? [String] as Any)
