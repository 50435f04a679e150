// A closure with two parameters takes a pair apart
let pairs = [(1, 2), (3, 4)]
print(pairs.map { $0 + $1 })
print(pairs.map { a, b in a * b })
print(pairs.map { (a, b) in "\(a)-\(b)" })
print(pairs.filter { $0.0 > 1 })
