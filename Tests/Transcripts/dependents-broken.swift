// arguments: --keep-going
// An element binding whose index no longer exists, or a force-unwrapped binding whose base
// became nil, is reported as broken (SwiftUI would crash there). Reading it is a runtime
// error for that statement only.
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
