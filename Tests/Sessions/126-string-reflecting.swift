// String(reflecting:) quotes strings and qualifies enum cases; String(describing:) does not.
print(String(reflecting: "hi"), String(describing: "hi"))
print(String(reflecting: Role.manager), String(describing: Role.manager))
print(String(reflecting: 2.5), String(reflecting: [1, 2]), String(reflecting: sample.nickname))
print(String(reflecting: sample.person))
print(String(reflecting: sample.person.address))
print(String(reflecting: Optional("x")))
debugPrint(1...3, 0..<2)
debugPrint(Role.self, Int.self)
