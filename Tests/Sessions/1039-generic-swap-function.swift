// Generic functions: swapped<T> returns a tuple, swapValues<T> swaps through inout
func swapped<T>(_ a: T, _ b: T) -> (T, T) {
    (b, a)
}
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}
print(swapped(1, 2))
print(swapped("left", "right"))
let (x, y) = swapped(3.5, 1.25)
print(x, y)
var first = "apple"
var second = "banana"
swapValues(&first, &second)
print(first, second)
var counts = [1, 2, 3]
var others = [9]
swapValues(&counts, &others)
print(counts, others)
var a = 10
var b = 20
swapValues(&a, &b)
print(a, b)
