// A String's utf8 and unicodeScalars views: counts, bytes, scalar values
let word = "naïve 👍"
print(word.count, word.unicodeScalars.count, word.utf8.count)
print(Array("hi!".utf8))
print(word.utf8.first as Any, type(of: word.utf8))
for scalar in "é!".unicodeScalars { print(scalar, scalar.value, scalar.isASCII) }
print("abc".unicodeScalars.map { $0.value })
print(word.unicodeScalars, type(of: word.unicodeScalars))
debugPrint(word.utf8)
let a: Unicode.Scalar = "a"
print(a, a.value, type(of: a))
print(word.utf8.filter { $0 >= 128 }.count)
