// split(separator:) by a Character: empty pieces are left out.
let csv = "3,14,,15"
print(csv.split(separator: ","))
print(csv.split(separator: ",").compactMap { Int($0) })
let sentence = "  the quick  fox "
let words = sentence.split(separator: " ")
print(words.count, words)
print("no-separator".split(separator: ";"))
