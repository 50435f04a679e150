// range(of:) finds text in a String: a Range<String.Index> to slice with, whose bounds are indices
import Foundation
let log = "2024-05-01 ERROR disk full; retry later"
if let found = log.range(of: "ERROR") {
    print(found, log[found], found.lowerBound, found.upperBound, found.isEmpty)
    print(log.distance(from: log.startIndex, to: found.lowerBound))
    print(log[..<found.lowerBound], "|", log[found.upperBound...])
    print(found.contains(log.index(log.startIndex, offsetBy: 12)), found.contains(log.startIndex))
}
print(log.range(of: "WARN") as Any)
print(type(of: log.range(of: "disk")!))
func value(after key: String, in text: String) -> String? {
    guard let found = text.range(of: key + "=") else { return nil }
    let rest = String(text[found.upperBound...])
    let end = rest.firstIndex(of: ";") ?? rest.endIndex
    return String(rest[..<end])
}
print(value(after: "user", in: "id=7;user=ada;role=admin") as Any, value(after: "x", in: "a=1") as Any)
