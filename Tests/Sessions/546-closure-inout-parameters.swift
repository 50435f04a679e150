// Closure parameters declared inout: reduce(into:) with an annotated accumulator, and a closure variable
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byInitial = words.reduce(into: [:]) { (groups: inout [Character: [String]], word: String) in
    groups[word.first!, default: []].append(word)
}
print(byInitial["a"]!, byInitial["b"]!, byInitial["c"]!)
let lengths = words.reduce(into: [Int]()) { (result: inout [Int], word) in result.append(word.count) }
print(lengths)
let bump = { (value: inout Int, by: Int) in value += by }
var score = 10
bump(&score, 5)
print(score, type(of: bump))
func apply(_ change: (inout String) -> Void, to text: String) -> String {
    var copy = text
    change(&copy)
    return copy
}
print(apply({ (s: inout String) in s += "!" }, to: "hey"))
