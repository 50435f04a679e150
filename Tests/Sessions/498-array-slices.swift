// Slicing an array by a range: the slice prints like an array and converts back to one.
let letters = ["a", "b", "c", "d", "e"]
print(letters[1...2], letters[1..<3], letters[0..<0])
let middle = Array(letters[1...3])
print(middle, middle.count)
print(letters[2..<letters.count].joined(), letters[0...1].map { $0.uppercased() })
let n = 2
for letter in letters[0..<n] {
    print(letter)
}
print(sample.todos[1..<3].map(\.id))
