// Watches read other watches by name; c is evaluated once, after a and b.
@State var x = 1
:watch a = x + 1
:watch b = x * 2
:watch c = a + b
x = 5
// Writing the same value changes nothing.
x = 5
// An element binding whose element is gone is shown broken: SwiftUI would crash reading it.
@State var items = [10, 20, 30]
let third = $items[2]
items.removeLast()
