// `[...]`, the unbounded range: a whole array as an ArraySlice, a whole String as a Substring.
let scores = [7, 3, 9, 4]
let all = scores[...]
print(all, type(of: all), all.startIndex, all.count)
func total(_ xs: ArraySlice<Int>) -> Int { xs.isEmpty ? 0 : xs.first! + total(xs.dropFirst()) }
print(total(scores[...]), total(scores[1...]), total(all[...]))
let word = "bindscope"
let whole = word[...]
print(whole, type(of: whole), whole.uppercased(), whole.dropFirst(4))
var text = "abc"
text += word[...]
print(text)
let chunk = scores[1...2]
print(chunk[...], chunk[...].startIndex)
