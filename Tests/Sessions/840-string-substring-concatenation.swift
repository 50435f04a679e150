// String + Substring: the left side's type, or the type the context asks for.
let s = "Hello world"
let a: String = s.prefix(3) + "!"
let b = s.prefix(3) + "!"
let c = "<" + s.suffix(2)
let t = "x"
let d = s.prefix(2) + t
let e: String = t + s.dropFirst(6)
print(a, b, c, d, e)
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e))
func truncated(_ text: String, to n: Int) -> String { text.count > n ? text.prefix(n) + "…" : text }
print(truncated(s, to: 4), truncated("Hi", to: 4))
var out = ""
out += s.prefix(2)
var rest = s.dropLast(6)
rest += "!"
print(out, rest, type(of: rest))
let words = s.split(separator: " ")
let initials: String = words.map { $0.prefix(1) + "." }.joined()
let shout = words[0] + "?"
print(initials, shout, type(of: shout))
let name: String? = s.prefix(5) + " there"
print(name ?? "")
