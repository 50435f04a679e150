// Helpers written by hand in the style of reduce(into:): the body takes the accumulator inout
func reduceInto<Element, Result>(_ items: [Element], _ initial: Result, _ update: (inout Result, Element) -> Void) -> Result {
    var result = initial
    for item in items {
        update(&result, item)
    }
    return result
}

func mutate<Value>(_ value: inout Value, _ body: (inout Value) -> Void) {
    body(&value)
}

func repeatEdit(_ times: Int, on value: inout Int, _ edit: (inout Int) -> Void) {
    for _ in 0..<times { edit(&value) }
}

let words = "the cat and the hat and the bat".split(separator: " ")
let counts = reduceInto(words, [String: Int]()) { counts, word in counts[String(word), default: 0] += 1 }
print(counts["the"]!, counts["and"]!, counts["hat"]!)
let lengths = reduceInto(words, [Int]()) { (list: inout [Int], word: Substring) in list.append(word.count) }
print(lengths)
var x = 10
mutate(&x) { $0 += 1 }
mutate(&x) { value in value *= 2 }
print(x)
repeatEdit(3, on: &x) { $0 -= 4 }
print(x)
var person = sample.person
mutate(&person) { $0.name = "Ada"; $0.address.number += 1 }
mutate(&person.address.street) { $0 = $0.uppercased() }
print(person)
var todos = sample.todos
mutate(&todos) { list in list.removeAll { $0.done } }
print(todos.map(\.title))
let steps: [(inout Int) -> Void] = [{ $0 += 1 }, { $0 *= 3 }]
var y = 1
for step in steps { step(&y) }
print(y)
