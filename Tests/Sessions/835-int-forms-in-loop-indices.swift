// Int arithmetic in a loop's indices and sums: every operator, and places with several computed indices
var cube = Array(repeating: Array(repeating: Array(repeating: 0, count: 3), count: 3), count: 3)
var total = 0
var step = 2
for i in 0..<27 {
    cube[i % 3][(i / 3) % 3][(i / 9) % 3] = i
    total += cube[(i + 1) % 3][i % step][(i &+ 2) % 3] * 2 - (i << 1) / 3
    if i >= 9 && i != 20 { step = 3 }
}
print(cube[2][1][0], cube[0][2][2], total, step)
var mixed = 0
for i in 1...12 {
    mixed += (i & 5) | (i ^ 3) + (i >> 1) - (i &* 3) % i + i &- 1
    mixed -= i > 6 ? i / (i - 6) : -i % 4
}
print(mixed)
