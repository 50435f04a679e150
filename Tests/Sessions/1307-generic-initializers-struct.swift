// Generic initializers: init<S: Sequence> with a where clause and init<T> in a struct
struct Total {
    var sum: Int
    var count: Int
    init<S: Sequence>(_ items: S) where S.Element == Int {
        sum = 0
        count = 0
        for item in items {
            sum += item
            count += 1
        }
    }
    init<T>(describing value: T) {
        sum = "\(value)".count
        count = 1
    }
}
let a = Total([1, 2, 3])
print(a.sum, a.count)
let b = Total(1...10)
print(b.sum, b.count)
let c = Total(describing: "hello")
print(c.sum, Total(describing: 3.25).sum)
print(Total(Set([5])).sum)
