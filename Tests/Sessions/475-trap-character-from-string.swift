// Character(_:) from a String of more than one character traps.
let one = Character("é")
print(one)
let text = "ab"
print(Character(text))
