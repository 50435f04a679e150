// The standard library's swap(&a, &b), and a hand-written one with two inout parameters.
var first = "first"
var second = "second"
swap(&first, &second)
print(first, second)
func exchange(_ a: inout Int, _ b: inout Int) {
    let saved = a
    a = b
    b = saved
}
var numbers = [1, 2, 3]
var spare = 10
exchange(&numbers[0], &spare)
print(numbers, spare)
