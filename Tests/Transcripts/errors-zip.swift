// arguments: --keep-going
// zip takes two sequences and gives a Zip2Sequence, not an array (swiftc's words).
let days = ["Mon", "Tue"]
let temps = [18, 21]
print(zip(days, 3))
let p: [(String, Int)] = zip(days, temps)
let q: [(String, Int)] = Array(zip(days, temps))
print(q.count)
