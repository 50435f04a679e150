// Slices compared with array literals, an empty one included, and a slice variable from []
let s = [1, 2].dropFirst()
print(s == [2], s == [], [1, 2].dropFirst(2) == [])
let t: ArraySlice<Int> = []
print(t.isEmpty, t == s)
