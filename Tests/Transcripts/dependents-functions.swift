// Writes inside functions and through inout report like any other; watches follow what a called function reads; `:why` names the statement.
@State var items = [3, 4, 5]
@State var title = "List"
func sum(_ values: [Int]) -> Int {
    var total = 0
    for value in values { total += value }
    return total
}
:watch total = sum(items)
func add(_ value: Int) {
    items.append(value)
}
add(6)
func bump(_ number: inout Int) {
    number += 10
}
bump(&items[0])
let first = $items[0]
bump(&first.wrappedValue)
func rename(_ text: inout String) {
    text += "!"
}
rename(&title)
:why total
:why title
func describe() -> String { "\(title): \(items.count)" }
:watch summary = describe()
title = "Todo"
items.removeLast()
