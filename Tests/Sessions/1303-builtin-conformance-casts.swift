// is, as? and as! against a protocol that built-in types conform to, from Any and from the protocol
protocol Named {
    var name: String { get }
}
extension String: Named {
    var name: String { "string '\(self)'" }
}
extension Double: Named {
    var name: String { "double \(self)" }
}
let things: [Any] = ["a", 2.5, 7, true]
for t in things {
    if let n = t as? Named { print(n.name) } else { print("not named:", t) }
}
print(things.filter { $0 is Named }.count)
let first = things[0] as! any Named
print(first.name, first is String, first as? Double ?? -1)
let n: any Named = 1.5
if let d = n as? Double { print(d * 2) }
