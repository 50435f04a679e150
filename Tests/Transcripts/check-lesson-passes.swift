// arguments: --check --no-sample
// A lesson that holds: every entry prints what the transcript says, errors included, with
// "..." for any lines and "[..]" for any text.
bindscope> @State var items = [1, 2, 3]
items: [Int] = [1, 2, 3]
bindscope> let last = $items[2]
last: Binding<Int> = [..]
bindscope> items.removeLast()
...
  last: 3 → broken (index 2 out of range)
bindscope> last.wrappedValue = 7
<input:4>:1:1: error: Fatal error: Index out of range
...
bindscope> print(items)
[1, 2]
