// One-character string literals take the Character type of the other elements of a collection literal
let letters = [Character("x"), "y", "z"]
print(letters, type(of: letters))
let vowels: Set<Character> = ["a", "e"]
print(vowels.contains("a"))
let mixed = ["a", Character("b")]
print(mixed.map { $0.isLetter })
func count<T: Equatable>(_ item: T, in items: [T]) -> Int {
    items.filter { $0 == item }.count
}
print(count("l", in: [Character("h"), "e", "l", "l", "o"]))
let joined = String([Character("o"), "k"])
print(joined)
