// arguments: --keep-going
// Ranges of Characters are not sequences (Character is not Strideable), as in Swift; a
// range of another type is named as unsupported.
let letters: ClosedRange<Character> = "a"..."e"
for c in letters { print(c) }
print(zip(letters, [1]))
let wrong = "z"..."a"
let bools: ClosedRange<Bool> = false...true
print(Array(letters))
