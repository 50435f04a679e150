// === versus ==: identity of references, optional references, and first(where:) with identity
class Tag: Equatable {
    var label: String
    init(_ label: String) { self.label = label }
    static func == (a: Tag, b: Tag) -> Bool { a.label == b.label }
}
let t1 = Tag("swift")
let t2 = Tag("swift")
let t3 = t1
print(t1 == t2, t1 === t2, t1 === t3, t1 !== t2)
var maybe: Tag? = nil
print(maybe === t1, maybe == nil)
maybe = t3
print(maybe === t1, maybe == t2)
let tags = [t2, t1]
print(tags.firstIndex { $0 === t1 } ?? -1, tags.firstIndex(of: t1) ?? -1)
t3.label = "rust"
print(t1.label, t1 == t2)
print(ObjectIdentifier(t1) == ObjectIdentifier(t3), ObjectIdentifier(t1) == ObjectIdentifier(t2))
