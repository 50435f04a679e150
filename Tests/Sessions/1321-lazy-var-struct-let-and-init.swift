// lazy var in a struct: mutating a var copy, inside mutating methods, set before first read, and == on its storage
struct Stats: Equatable {
    var values: [Double]
    lazy var mean: Double = values.reduce(0, +) / Double(values.count)
    mutating func describe() -> String {
        "mean \(mean) of \(values.count)"
    }
    init(_ values: [Double]) { self.values = values }
}
var a = Stats([1, 2, 3])
var b = a
print(a == b)
print(a.describe())
print(a == b)
_ = b.mean
print(a == b)
b.mean = 10
print(b.mean, b)
var c = Stats([4])
c.mean += 0.5
print(c.mean)
var list = [Stats([2, 4]), Stats([9])]
print(list[0].mean, list[1].mean)
print(list[0])
