// Character values: literals typed by context, printing, comparing, converting.
let c: Character = "a"
print(c, [c], type(of: c))
debugPrint(c)
let letters: [Character] = ["x", "y", "\n"]
print(letters)
let b = Character("b")
print(c == "a", c < b, "z" > c, b != "b")
print(String(c) + String(b), "\(c)\(b)")
let initial: Character? = "q"
print(initial as Any, initial!)
