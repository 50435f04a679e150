// A State holding a tuple: bindings to its elements by label and position
@State var point = (x: 1, y: 2)
let x = $point.x
let second = $point.1
x.wrappedValue = 5
second.wrappedValue += 10
print(point)
point = (x: 0, y: 0)
print(x.wrappedValue, second.wrappedValue)
@State var pairs = [(name: "a", count: 1)]
let count = $pairs[0].count
count.wrappedValue += 1
print(pairs)
