// func swapValues<T>(_ a: inout T, _ b: inout T) on Ints, Strings, array elements and struct fields
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}
var x = 3
var y = 107
swapValues(&x, &y)
print("x is now \(x), y is now \(y)")
var s1 = "hello"
var s2 = "world"
swapValues(&s1, &s2)
print(s1, s2)
var arr = [1, 2, 3]
arr.swapAt(0, 2)
print(arr)
struct Point { var x: Double; var y: Double }
var pt = Point(x: 1, y: 2)
swapValues(&pt.x, &pt.y)
print(pt)
func makePair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(makePair("a", "b"), makePair(1.5, 2))
