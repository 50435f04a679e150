// A library method passed where a function is expected: filter(set.contains), map(prefix.appending), contains(where: text.hasPrefix)
import Foundation

let done: Set<Int> = [2, 4, 6]
let days = Array(1...7)
print(days.filter(done.contains), days.map(done.contains))
let names = ["ana", "ben"]
let greeting = "hi "
print(names.map(greeting.appending))
let allowed = ["png", "jpg"]
print(["a.png", "b.gif", "c.jpg"].map { $0.split(separator: ".").last.map(String.init) ?? "" }.filter(allowed.contains))
let url = "https://example.com/docs"
print(["https://", "ftp://"].contains(where: url.hasPrefix), ["x", "docs"].first(where: url.hasSuffix) ?? "-")
let scores = [3, 9, 4]
print([1, 9, 5].map(scores.contains), ["A", "b"].map(names.contains))
