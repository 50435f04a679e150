// arguments: --keep-going
// Misused library members are checked errors in Swift's words, with a suggestion from the
// type's member table where a name is close.
let xs = [3, 1, 2]
print(xs.sortd())
print(xs.contains(where: 3))
print(xs.joined(separator: ","))
print(xs.reduce(0))
print(xs.first(were: { $0 > 1 }))
let c: Character = "ab"
print("abc".split(separator: 1))
struct Point { var x: Int }
print([Point(x: 1)].contains(Point(x: 1)))
print([Point(x: 1)].sorted())
@State var n = 1
dump($n)
print(xs.map)
print(Set([1]).insert(2))
print(Int.maxx)
let stride = stride(from: 0, to: 3)
let notGroupable = Dictionary(grouping: 5, by: { $0 })
