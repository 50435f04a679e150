// Array's + and += take any sequence of its elements: a Set, a range, a slice, a reversed view
let tags: Set<String> = ["eggs"]
let words = ["shakshuka"] + tags
print(words, type(of: words))
var numbers = [0] + (1...3)
numbers += 7..<9
numbers += [4, 5].reversed()
numbers += Set([6])
print(numbers)
var letters: [Character] = ["a"]
letters += "bc"
print(letters + "de", ["x"] + "hello".prefix(2).map(String.init))
