// dump of a Result, an ArraySlice, Substrings, a Unicode.Scalar and a Character, as Swift's Mirror shows them
enum E: Error { case bad(Int) }
dump(Result<Int, E>.failure(.bad(3)))
dump([1, 2, 3].dropFirst())
dump("héllo".dropFirst())
let w = "hello"
dump(w[w.startIndex...])
dump("a".unicodeScalars.first!)
dump(Character("x"))
