// Recursion a thousand calls deep is fine.
func depth(_ n: Int) -> Int {
    if n == 0 { return 0 }
    return 1 + depth(n - 1)
}
print(depth(1000))
func countDown(_ n: Int, _ trail: inout [Int]) {
    if n == 0 { return }
    if n % 250 == 0 { trail.append(n) }
    countDown(n - 1, &trail)
}
var trail: [Int] = []
countDown(1000, &trail)
print(trail)
