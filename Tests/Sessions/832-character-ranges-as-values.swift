// Ranges of Characters and Strings as values: contains, bounds, printing, a range variable as a case pattern
let lower: ClosedRange<Character> = "a"..."z"
print(lower, [lower], lower.contains("q"), lower.contains("Q"), lower.lowerBound, lower.upperBound)
debugPrint(lower)
let words = "apple"..."banana"
print(words, type(of: words), words.contains("avocado"), type(of: lower))
let c: Character = "m"
print(("a"..."z").contains(c), ("n"..<"z").contains(c))
let firstHalf = "a"..<"n"
print(firstHalf, firstHalf.contains("m"), firstHalf.isEmpty)
let digits: ClosedRange<Character> = "0"..."9"
func classify(_ ch: Character) -> String {
    switch ch {
    case digits: return "digit"
    case lower: return "lower"
    default: return "other"
    }
}
print("a7Z".map(classify))
print("Pa55word".filter { digits.contains($0) }.count)
