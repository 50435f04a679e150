// Library methods that mutate write in place through their receiver's place: States,
// bindings and watches that read what they change are reported, once per statement.
@State var items = [3, 1, 2]
@State var tags: Set<String> = ["ui"]
@State var stock = ["pens": 1]
let first = $items[0]
:watch total = items.reduce(0, +)
:watch tagCount = tags.count
items.sort()
items.sort()
items.removeAll { $0 > 2 }
items.swapAt(0, 1)
tags.insert("state")
tags.insert("state")
tags.formUnion(["ui", "swift"])
stock.updateValue(5, forKey: "ink")
_ = items.popLast()
items.reverse()
