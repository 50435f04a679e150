// arguments: --keep-going
// Misused String and Substring indices: an Int is no String.Index (swiftc's words), a scalar
// literal holds one scalar, a Substring is made from text only.
let s = "hello"
let i = s.startIndex
let sub = s[i...]
print(s[0])
print(s[0..<2])
print(s.index(after: 1))
print(s.distance(from: 0, to: i))
let u: Unicode.Scalar = "ab"
print(s.firstIndex(of: "ll") as Any)
print(s[s.endIndex])
dump(s.startIndex)
let piece = Substring(5)
let named = Substring(x: "a")
print(sub[s.endIndex])
