// An element binding made past the end does not read the array: `$items[5]` is made, and the read through it traps
@State var items = [1, 2, 3]
let fifth = $items[5]
print("made a binding to index 5 of \(items.count) elements")
items.append(contentsOf: [4, 5, 6])
print(fifth.wrappedValue)
items.removeLast(3)
let again = $items[3]
again.wrappedValue = 7
print(items)
