// Text statistics: word frequencies, sorting ties, and formatting columns
import Foundation
let text = """
the cat sat on the mat
the dog sat on the log
"""
let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
var frequency: [String: Int] = [:]
for word in words { frequency[word, default: 0] += 1 }
let ranked = frequency.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
for (word, count) in ranked.prefix(4) {
    let bar = String(repeating: "*", count: count)
    print("\(word.padding(toLength: 5, withPad: " ", startingAt: 0))|\(bar)")
}
print(Set(words).count, words.count, text.count, text.split(separator: "\n").count)
let lengths = Dictionary(grouping: Set(words), by: \.count).mapValues { $0.sorted() }
for key in lengths.keys.sorted() { print(key, lengths[key]!) }
let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
print(text.uppercased().filter { !$0.isWhitespace }.prefix(10))
