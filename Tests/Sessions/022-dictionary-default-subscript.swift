// subscript(key, default:) reads a fallback and can be assigned or compound-assigned through.
var counts: [String: Int] = [:]
let words = ["swift", "state", "swift", "binding", "swift"]
for word in words {
    counts[word, default: 0] += 1
}
print(counts["swift"]!, counts["state"]!, counts["binding"]!, counts.count)
print(counts["missing", default: 0])
print(counts["missing"] as Any)
var scores = sample.scores
scores["Olivier", default: 0] *= 10
scores["Ada", default: 5] += 1
print(scores["Olivier"]!, scores["Ada"]!)
var groups: [Bool: [String]] = [:]
for todo in sample.todos {
    groups[todo.done, default: []].append(todo.title)
}
print(groups[true]!, groups[false]!)
