// Wrapping arithmetic and bit operations in Int functions (a simple hash).
func mix(_ hash: Int, _ value: Int) -> Int {
    var h = hash ^ value
    h = h &* 1_099_511_628_211
    return h &+ (h >> 7)
}
func popCount(_ n: Int) -> Int {
    var count = 0
    var rest = n
    while rest != 0 {
        count += rest & 1
        rest = rest >> 1
    }
    return count
}
var hash = 1_469_598_103_934_665_603
for value in 1...5 { hash = mix(hash, value) }
print(hash, popCount(255), popCount(1 << 40), -7 % 3, -7 / 2)
