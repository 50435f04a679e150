// lazy var in a struct: computed on first read of a var instance, then stored; copies keep their own
struct Report {
    var items: [Int]
    lazy var total: Int = {
        print("computing")
        return items.reduce(0, +)
    }()
    lazy var label = "Report of \(items.count)"
}
var r = Report(items: [1, 2, 3])
print("created")
print(r.total)
print(r.total)
r.items.append(10)
print(r.total)
var copy = r
copy.total = 0
print(r.total, copy.total)
print(r.label)
var fresh = Report(items: [5], total: 42)
print(fresh.total)
