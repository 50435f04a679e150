// A struct key whose declared == ignores a field names one entry, which keeps the first key
struct Badge: Hashable {
    let code: String
    var label: String
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
var owners: [Badge: String] = [Badge(code: "A1", label: "first"): "Ada"]
owners[Badge(code: "A1", label: "second")] = "Grace"
print(owners.count, owners[Badge(code: "A1", label: "other")] ?? "none")
print(owners.keys.first!.label)
let old = owners.updateValue("Alan", forKey: Badge(code: "A1", label: "third"))
print(old ?? "none", owners.count, owners.keys.first!.label)
owners[Badge(code: "B2", label: "x")] = "Barbara"
print(owners.count, owners[Badge(code: "B2", label: "y")]!)
owners[Badge(code: "B2", label: "z")]! += " L."
print(owners[Badge(code: "B2", label: "")] ?? "none")
var visits: [Badge: Int] = [:]
for label in ["mon", "tue", "wed"] {
    visits[Badge(code: "C3", label: label), default: 0] += 1
}
print(visits.count, visits[Badge(code: "C3", label: "?")]!, visits.keys.first!.label)
let removed = owners.removeValue(forKey: Badge(code: "A1", label: "gone"))
print(removed ?? "none", owners.count)
owners[Badge(code: "B2", label: "w")] = nil
print(owners.isEmpty)
let a: [Badge: Int] = [Badge(code: "K", label: "1"): 5]
let b: [Badge: Int] = [Badge(code: "K", label: "2"): 5]
print(a == b, a != b, a == [Badge(code: "K", label: "3"): 6])
