// More of a dictionary's sequence methods: forEach, compactMap, contains(where:), allSatisfy.
let ages = ["Ada": 36, "Alan": 41, "Grace": 85]
var lines: [String] = []
ages.forEach { name, age in lines.append("\(name)=\(age)") }
print(lines.sorted())
print(ages.compactMap { $0.value > 40 ? $0.key : nil }.sorted())
print(ages.contains { $0.key.hasPrefix("G") }, ages.allSatisfy { $0.value > 30 }, ages.count { $0.value < 50 })
print(Array(ages.keys).sorted().first!, ages.values.reduce(0, +), ages.isEmpty)
print(ages.first { $0.value == 85 }!.key, ages.reduce(into: 0) { $0 += $1.value > 40 ? 1 : 0 })
