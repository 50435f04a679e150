// Iterating a String gives Characters, grapheme clusters included.
for ch in "héllo" {
    print(ch, terminator: "|")
}
print()
print(Array("abc"), Array("👍🏽!").count)
var vowels = 0
for ch in "programming" where "aeiou".contains(ch) {
    vowels += 1
}
print(vowels)
let word = "Bindscope"
print(word.count, word.first!, word.last!, "".first as Any)
for (index, ch) in "abc".enumerated() where index != 1 {
    print(index, ch)
}
