// Slices and views stored, passed and returned
struct Window { var items: ArraySlice<Int>; var label: String }
let data = Array(1...10)
var w = Window(items: data[2..<5], label: "mid")
print(w, w.items.startIndex, w.items.first!)
w.items = data.suffix(3)
print(w.items, w.items.indices)
func middle(_ xs: [Int]) -> ArraySlice<Int> { xs.dropFirst().dropLast() }
let m = middle(data)
print(m, m.count, m[m.startIndex], Array(m).count)
var slices: [ArraySlice<Int>] = [data.prefix(2), data[5...6]]
slices.append(m.prefix(1))
print(slices, slices.map { $0.reduce(0, +) })
let optionalSlice: ArraySlice<Int>? = data.isEmpty ? nil : data[1...2]
print(optionalSlice as Any, optionalSlice?.count ?? 0)
let table: [String: ArraySlice<Int>] = ["head": data.prefix(2), "tail": data.suffix(2)]
for key in table.keys.sorted() { print(key, table[key]!) }
func total(_ s: ArraySlice<Int>) -> Int { s.reduce(0, +) }
print(total(data[...3]), total(data[7...]))
var mutableSlice = data[3...6]
mutableSlice[4] = 40
mutableSlice.append(99)
print(mutableSlice, mutableSlice.startIndex, data[4])
let pairs = Array(zip(data.prefix(3), data.suffix(3)))
print(pairs, pairs.map { $0.0 * $0.1 })
let e = Array(data.prefix(3).enumerated())
print(e.map { "\($0.offset):\($0.element)" })
