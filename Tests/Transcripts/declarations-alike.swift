// arguments: --keep-going
// Declarations alike but for their names' digits and literals: each line declares its own name
// (echoed, reported, undone), a failed one declares nothing, a redeclaration stays an error.
@State var items = [10, 20, 30, 40]
let b0 = $items[0]
let b1 = $items[1]
let b2 = $items[2]
b1.wrappedValue = 21
let b7 = $items[7]
print(b7)
let w0 = items[0] + 1
let w1 = items[9] + 1
let w1 = items[1] + 1
print(w0, w1)
let b3 = $items[3]
let b1 = $items[1]
:undo
print(b3)
:undo
print(b3)
let b3 = $items[3]
items[3] = 41
@propertyWrapper struct Doubled { var wrappedValue: Int; var projectedValue: Int { wrappedValue * 2 } }
@Doubled var d = 5
let d1 = $d + 1
let d2 = $d + 2
d = 6
let d3 = $d + 3
let total1 = { d1 + d2 + d3 }
total1()
