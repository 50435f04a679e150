// Optional of Optional: .some(nil) prints as Optional(nil), distinct from nil.
let inner: Int? = nil
let wrapped: Int?? = inner
let empty: Int?? = nil
let full: Int?? = 3
print(wrapped as Any)
print(empty as Any)
print(full as Any)
print(wrapped == nil, empty == nil)
print(full!! + 1)
print((wrapped ?? 0) as Any, (empty ?? 0) as Any)
let deep: String??? = "x"
print(deep as Any)
print([wrapped, empty, full])
let maybeNote: String?? = sample.todos[2].note
print(maybeNote as Any)
