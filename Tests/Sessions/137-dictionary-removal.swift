// removeValue(forKey:) returns the old value; d[k] = nil removes silently.
var d = ["one": 1]
d["two"] = 2
print(d.removeValue(forKey: "one") as Any, d.removeValue(forKey: "zzz") as Any)
print(d)
d["two"] = nil
print(d, d.isEmpty)
d["three"] = 3
d["three"]! += 1
print(d)
var opt: [String: Int?] = ["k": 1]
opt["k"] = nil
print(opt.count)
