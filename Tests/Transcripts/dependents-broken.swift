// arguments: --keep-going
// An element binding whose index no longer exists, or a force-unwrapped binding whose base
// became nil, is reported as broken (SwiftUI would crash there). Reading it is a runtime
// error for that statement only. An element binding made past the end is no error: it is
// broken from the start, and reads and writes once the array has grown to it.
@State var items = [10, 20, 30]
let third = $items[2]
:watch count = items.count
items.removeLast()
print(third.wrappedValue)
items.append(40)
@State var nickname: String? = "Oli"
let name = Binding($nickname)!
nickname = nil
name.wrappedValue = "again"
nickname = "Olivier"
:watch firstItem = items[0]
items.removeAll()
print(firstItem)
items = [1]
print(firstItem)
let sixth = $items[5]
:states sixth third
items += [2, 3, 4, 5, 6]
sixth.wrappedValue = 60
print(items)
