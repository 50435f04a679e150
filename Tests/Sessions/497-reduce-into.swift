// reduce(into:) mutates its accumulator in place: counting, grouping, building strings.
let words = ["to", "be", "or", "not", "to", "be"]
let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts["to"]!, counts["not"]!, counts.count)
let lengths: [Int: [String]] = words.reduce(into: [:]) { groups, word in
    groups[word.count, default: []].append(word)
}
print(lengths[3]!, lengths[2]!.count)
let csv = [1, 2, 3].reduce(into: "") { text, n in
    if !text.isEmpty { text += "," }
    text += String(n)
}
print(csv)
print("hello".reduce(into: 0) { if $1 == "l" { $0 += 1 } })
let totals = sample.todos.reduce(into: (done: 0, open: 0)) { totals, todo in
    if todo.done { totals.done += 1 } else { totals.open += 1 }
}
print(totals)
