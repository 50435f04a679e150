// Text statistics for a journal entry: word frequencies sorted by count then word, longest word, letters only
import Foundation
let entry = """
Today I walked to the park. The park was quiet, and the trees were gold.
I sat, I read, and I walked home.
"""

let words = entry.lowercased()
    .split { !$0.isLetter }
    .map(String.init)
var frequency: [String: Int] = [:]
for word in words { frequency[word, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
for (word, count) in top { print(word, count) }
print(words.count, frequency.count, frequency["park"] ?? 0, frequency["zebra"] ?? 0)
let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print(longest, longest.count)
let sentences = entry.split { $0 == "." }.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
print(sentences.count, sentences.last!)
print(entry.filter(\.isUppercase), entry.filter { $0 == "," }.count, entry.split(separator: "\n").count)
let capitalizedTitle = words.prefix(3).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalizedTitle)
