// arguments: --keep-going --memory-limit 64M
// Strings and collections that would grow past the memory limit (here 64 MiB) fail with an
// error where they grow, and the statement is rolled back; the session goes on.
var xs = [1, 2, 3]
var s = "ab"
// One allocation far too large: the size is checked before anything is allocated.
let huge = Array(repeating: 0, count: 1 << 40)
let line = String(repeating: "ab", count: 1 << 62)
let range = Array(0..<(1 << 50))
// Doubling: the write that would pass the limit fails, and every earlier one of the
// statement is rolled back with it.
for _ in 0..<40 { s += s }
print(s.count)
for _ in 0..<40 { xs += xs }
print(xs)
for _ in 0..<40 { xs.append(contentsOf: xs) }
for _ in 0..<40 { s.append(s) }
for _ in 0..<40 { s = "\(s)\(s)" }
func parts() -> [String] { Array(repeating: String(repeating: "x", count: 1 << 20), count: 100) }
let joined = parts().joined(separator: ",")
// Growing a little at a time: the session's memory is read as loops and calls run.
var grown: [Int] = []
while true { grown.append(grown.count) }
print(grown.count, xs, s)
