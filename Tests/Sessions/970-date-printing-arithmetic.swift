// Foundation's Date: printing (also nested and dumped), intervals since 1970 and 2001, arithmetic and comparison
import Foundation
struct Todo { var title: String; var due: Date? ; var created: Date }
let d = Date(timeIntervalSince1970: 1_700_000_000.75)
let t = Todo(title: "x", due: nil, created: d)
print(d, [d], t)
debugPrint(d, t)
dump(d)
dump(t)
print(Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: 1.9), Date(timeIntervalSinceReferenceDate: 0))
print(d.timeIntervalSince1970, d.timeIntervalSinceReferenceDate, d.addingTimeInterval(3600), d + 60, d - 86400)
print(d < d.addingTimeInterval(1), d == Date(timeIntervalSince1970: 1_700_000_000.75), d.timeIntervalSince(Date(timeIntervalSince1970: 0)))
print(String(describing: d), "\(d)", type(of: d), Optional(d) as Any)
var e = d; e += 10; e.addTimeInterval(5); print(e)
