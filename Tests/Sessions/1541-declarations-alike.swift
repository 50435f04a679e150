// Declarations alike but for their names' digits and their literals (bindscope checks the first value and declares each name with it): bindings into an array, plain values, a user wrapper's projected value, closures capturing them, and a trap on a later line alike
@propertyWrapper struct Tenfold { var wrappedValue: Int; var projectedValue: Int { wrappedValue * 10 } }
@State var items = Array(repeating: 0, count: 8)
let b0 = $items[0]
let b1 = $items[1]
let b2 = $items[2]
let b3 = $items[3]
b1.wrappedValue = 11
items[2] = 22
b3.wrappedValue += 33
print(b0.wrappedValue, b1.wrappedValue, b2.wrappedValue, b3.wrappedValue, items)
var v1 = items[1] + 1
var v2 = items[2] + 2
var v3 = items[3] + 3
v2 += 100
print(v1, v2, v3)
@Tenfold var t = 4
let p1 = $t + 1
let p2 = $t + 2
t = 5
let p3 = $t + 3
print(p1, p2, p3)
let sum1 = { v1 + v2 + v3 }
v3 = 0
print(sum1())
let x1 = v1 * 2
let x2 = x1 * 2
let x3 = x2 * 2
print(x1, x2, x3)
let b4 = $items[4]
var v4 = items[4] + 4
var v9 = items[9] + 9
print("not reached")
