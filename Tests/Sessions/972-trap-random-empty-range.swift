// random from an empty range traps
let n = 0
print(Int.random(in: 1...1))
print(Int.random(in: 0..<n))
