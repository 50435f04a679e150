// Appending Characters and Strings to a String, and testing for a Character.
var word = "bind"
let s: Character = "s"
word.append(s)
word.append("cope")
print(word, word.contains(s), word.contains("x"))
var initials = ""
for name in ["Ada", "Grace"] {
    initials.append(name.first!)
}
print(initials)
