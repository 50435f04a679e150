// A Substring where StringProtocol is taken: hasPrefix, contains, replacingOccurrences, append(contentsOf:), +=
import Foundation
let s = "hello world"
let w = s[..<s.firstIndex(of: " ")!]
print(s.hasPrefix(w), s.contains(w), s.components(separatedBy: w), s.replacingOccurrences(of: w, with: "bye"))
var t = "x"
t.append(contentsOf: w)
t += w
print(t)
