// if let binds the unwrapped value for the then-branch only; else runs when the optional is nil.
if let nickname = sample.nickname {
    print("nickname:", nickname)
} else {
    print("no nickname")
}
for todo in sample.todos {
    if let note = todo.note {
        print(todo.title, "->", note.uppercased())
    }
}
let input = "21"
if let number = Int(input), number > 20 {
    print("big number", number)
}
if let role = Role(rawValue: "designer") {
    print(role, [role])
}
var maybe: Int? = nil
if let value = maybe { print("unexpected", value) } else { print("still nil") }
maybe = 5
if let value = maybe { print("now", value) }
