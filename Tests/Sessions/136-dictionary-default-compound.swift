// [k, default:] with every compound operator and with mutating methods.
var d: [String: Int] = [:]
d["a", default: 10] -= 3
d["a", default: 0] *= 2
d["b", default: 7] %= 4
d["c", default: 1] /= 2
print(d["a"]!, d["b"]!, d["c"]!, d.count)
var lists: [Int: [String]] = [:]
lists[1, default: []] += ["x"]
lists[1, default: []].append("y")
lists[2, default: ["z"]].removeAll()
print(lists[1]!, lists[2]!, lists[3, default: ["none"]])
var texts: [Role: String] = [:]
texts[.designer, default: ""] += "pen"
print(texts)
