// Numbering with zip(1..., items) and counting loops with for i in n... and break
let items = ["milk", "eggs", "bread"]
for (number, item) in zip(1..., items) { print("\(number). \(item)") }
print(Array(zip(items, 10...)), zip(0..., "abc").map { "\($0)\($1)" })
let numbered = Dictionary(uniqueKeysWithValues: zip(1..., items))
print(numbered[2]!, numbered.count)
var found = 0
for candidate in 10... {
    if candidate % 7 == 0 && candidate % 5 == 0 { found = candidate; break }
}
print(found)
var squares: [Int] = []
for n in 1... where n % 2 == 1 {
    if n * n > 50 { break }
    squares.append(n * n)
}
print(squares)
