// Trap: force-unwrapping nil with ! stops the program.
let noted = sample.todos[1].note
print(noted!)
let nickname = sample.nickname
print(nickname ?? "no nickname yet")
print(nickname!.uppercased())
print("never printed")
