// Optional.map and flatMap run on the wrapped value, and give nil for nil.
let name: String? = "ada"
let missing: String? = nil
print(name.map { $0.uppercased() } as Any, missing.map { $0.count } as Any)
print(name.flatMap { Int($0) } as Any, Optional("42").flatMap { Int($0) } as Any)
let note = sample.todos[0].note.map { "Note: \($0)" } ?? "no note"
print(note)
print(sample.nickname.map { $0.count } ?? 0)
