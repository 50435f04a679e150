// Writing outside an ArraySlice's indices traps as Swift's slice does
let data = Array(1...10)
var s = data[3...6]
s[2] = 5
print(s)
