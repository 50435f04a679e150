// A Substring where a String would do: Int(sub), joining with +, Set(sub), String(sub) as a key
import Foundation
let line = "  qty=42;name=Ada  "
let eq = line.firstIndex(of: "=")!
let semi = line.firstIndex(of: ";")!
let qty = line[line.index(after: eq)..<semi]
print(Int(qty) as Any, Int(qty)! + 1)
print("n: " + qty, qty + "!", "\(qty)")
print(qty.isEmpty, qty.contains("4"), qty.hasPrefix("4"), qty.first as Any, qty.lowercased())
let rest = line[line.index(after: semi)...]
print(rest.split(separator: "="), rest.trimmingCharacters(in: .whitespaces))
print(Set(qty).count, Array(qty), qty.reversed().map { $0 })
var scores: [String: Int] = [:]
scores[String(qty)] = 1
print(scores)
print(qty.count, qty.uppercased(), qty.sorted())
print([qty, rest].map { $0.count })
print(String(describing: qty), Double(qty) as Any)
