// while loops, with conditions that bind
var count = 0
while count < 5 {
    count += 2
}
print(count)
var stack = [1, 2, 3]
while let top = stack.last {
    stack.removeLast()
    print(top)
}
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print(steps)
