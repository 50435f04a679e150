// The standard library's string processing: replacing(_:with:), firstRange(of:), ranges(of:), trimmingPrefix(_:).
let csv = "apple, banana, cherry"
print(csv.split(separator: ", "), csv.replacing(", ", with: "|"), csv.replacing("an", with: ""))
if let range = csv.firstRange(of: "ban") {
    print(csv[range], csv[..<range.lowerBound], csv[range.upperBound...])
}
print(csv.firstRange(of: "kiwi") == nil, csv.ranges(of: "an").count, csv.ranges(of: "a").map { csv[$0.lowerBound...].prefix(3) })
print(csv.trimmingPrefix("app"), csv.trimmingPrefix("xyz"), "   padded".trimmingPrefix("   "))
let template = "Dear {name}, your order {id} ships {day}."
let filled = [("{name}", "Ada"), ("{id}", "#42"), ("{day}", "today")].reduce(template) { $0.replacing($1.0, with: $1.1) }
print(filled)
let word = "banana"
print(word.replacing("a", with: "o"), word.ranges(of: "ana").count, word.dropFirst().replacing("an", with: "AN"))
