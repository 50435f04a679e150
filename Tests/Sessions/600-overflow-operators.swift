// Overflow operators &+, &- and &* wrap around instead of trapping.
let big = Int.max
let small = Int.min
print(big &+ 1, small &- 1)
print(big &* 2, small &* -1)
var hash = 5381
for character in ["s", "w", "i", "f", "t"] {
    hash = hash &* 33 &+ character.count
}
print(hash)
