// Sorting contacts by name the way apps do: case-insensitive comparisons, last name then first, localized compare
import Foundation

struct Person { var first: String; var last: String }
let people = [Person(first: "ada", last: "Lovelace"), Person(first: "Alan", last: "turing"),
              Person(first: "grace", last: "Hopper"), Person(first: "Ada", last: "Byron")]

let byLast = people.sorted { $0.last.lowercased() < $1.last.lowercased() }
print(byLast.map(\.last))
let byFirstThenLast = people.sorted {
    let a = $0.first.lowercased(), b = $1.first.lowercased()
    return a != b ? a < b : $0.last < $1.last
}
print(byFirstThenLast.map { "\($0.first) \($0.last)" })
print(people.map(\.last).sorted(), people.map(\.last).sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })
print("apple".compare("Banana") == .orderedDescending, "a".localizedCaseInsensitiveCompare("A") == .orderedSame)
print(people.map(\.first).sorted { $0.localizedStandardCompare($1) == .orderedAscending })
let names = ["file10", "file2", "File1"]
print(names.sorted(), names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
