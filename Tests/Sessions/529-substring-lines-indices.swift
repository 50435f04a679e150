// Parsing "key: value" lines: the lines are Substrings, searched and sliced by their indices
import Foundation
let config = """
name: bindscope
version: 1.2
# comment
mode : fast
empty:
"""
var settings: [String: String] = [:]
for line in config.split(separator: "\n") {
    if line.hasPrefix("#") { continue }
    guard let colon = line.firstIndex(of: ":") else { continue }
    let key = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    settings[key] = value
}
for key in settings.keys.sorted() { print("\(key)=[\(settings[key]!)]") }
let path = "usr/local/bin/tool"
let parts = path.split(separator: "/")
if let last = parts.last, let dot = last.lastIndex(of: "o") {
    print(last[..<dot], last[dot...], last.distance(from: last.startIndex, to: dot))
}
let word = parts[1]
print(word[word.startIndex], word[word.index(before: word.endIndex)], word.indices.count)
if let range = word.range(of: "ca") { print(word[range], word[range.upperBound...]) }
