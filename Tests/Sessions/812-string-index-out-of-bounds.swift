// Reading a String at its endIndex traps
let word = "hey"
print(word[word.index(before: word.endIndex)])
print(word[word.endIndex])
