// The Swift book's Countdown: a type that is both its own Sequence and IteratorProtocol
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 {
            return nil
        } else {
            defer { count -= 1 }
            return count
        }
    }
}
let threeToGo = Countdown(count: 3)
for i in threeToGo {
    print(i)
}
print("Happy New Year!")
print(threeToGo.count)
for i in Countdown(count: 5) where i % 2 == 1 { print(i, terminator: " ") }
print()
var manual = Countdown(count: 2)
print(manual.next()!, manual.next()!, manual.next() as Any)
