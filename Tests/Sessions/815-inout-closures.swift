// Closures with inout parameters change the caller's variable through &
var score = 1
let bump: (inout Int) -> Void = { $0 += 1 }
bump(&score)
bump(&score)
print(score)
let scale: (inout Int, Int) -> Void = { value, factor in value *= factor }
scale(&score, 10)
print(score)
var tags = ["swift"]
let tag: (inout [String], String) -> Void = { list, name in
    if !list.contains(name) { list.append(name) }
}
tag(&tags, "ui")
tag(&tags, "swift")
print(tags)
struct Counter { var hits = 0 }
var counters = [Counter(), Counter()]
let hit: (inout Counter) -> () = { $0.hits += 1 }
hit(&counters[1])
hit(&counters[1])
print(counters)
print(type(of: bump))
