// Foundation's string comparisons give a ComparisonResult: compare, caseInsensitiveCompare, localized and standard compares
import Foundation

let pairs = [("apple", "Banana"), ("b", "B"), ("Zed", "zed"), ("item 9", "item 10"), ("same", "same"), ("a b", "ab")]
for (a, b) in pairs {
    let results = [a.compare(b), a.caseInsensitiveCompare(b), a.localizedCompare(b),
                   a.localizedCaseInsensitiveCompare(b), a.localizedStandardCompare(b)]
    print(a, "|", b, results.map(\.rawValue))
}
let result = "x".compare("y")
print(result == .orderedAscending, result != .orderedSame, result.rawValue, result)
switch "Mango".caseInsensitiveCompare("mango") {
case .orderedSame: print("same fruit")
case .orderedAscending, .orderedDescending: print("different")
}
let files = ["Report 12.pdf", "report 2.pdf", "Report 1.pdf", "notes.txt"]
print(files.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print(files.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
