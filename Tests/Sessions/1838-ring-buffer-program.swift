// A fixed-size ring buffer of readings as RandomAccessCollection and MutableCollection, used with the library's algorithms
struct RingBuffer: RandomAccessCollection, MutableCollection, CustomStringConvertible {
    private var storage: [Double]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: 0, count: capacity) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    // Position 0 is the oldest reading.
    subscript(position: Int) -> Double {
        get { storage[(head + position) % storage.count] }
        set { storage[(head + position) % storage.count] = newValue }
    }

    mutating func push(_ reading: Double) {
        if count < storage.count {
            storage[(head + count) % storage.count] = reading
            count += 1
        } else {
            storage[head] = reading
            head = (head + 1) % storage.count
        }
    }
    var description: String { "Ring(\(Array(self)))" }
}

extension Collection where Element == Double {
    var average: Double? { isEmpty ? nil : reduce(0, +) / Double(count) }
}
extension RandomAccessCollection {
    var middle: Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}

var temperatures = RingBuffer(capacity: 4)
for reading in [18.5, 19.0, 21.5, 20.0, 22.5, 17.0] { temperatures.push(reading) }
print(temperatures)
print(temperatures.count, temperatures.first as Any, temperatures.last as Any)
print(temperatures.average as Any, [1.0, 2.0].average as Any)
print(temperatures.middle as Any, temperatures.min() as Any, temperatures.max() as Any)
print(temperatures.sorted(), Array(temperatures.reversed()))
print(temperatures.firstIndex(where: { $0 > 21 }) as Any, temperatures.indices)
print(temperatures.map { Int($0) }, temperatures.filter { $0 >= 20 })
let (warm, cool) = (temperatures.filter { $0 >= 20 }.count, temperatures.filter { $0 < 20 }.count)
print("warm \(warm), cool \(cool)")

// Writing through the subscript keeps the ring's order.
temperatures[0] = 25.0
print(temperatures)
temperatures.swapAt(0, 3)
print(temperatures)
temperatures.sort()
print(temperatures)
temperatures.reverse()
print(temperatures)
let firstCool = temperatures.partition(by: { $0 < 21 })
print(firstCool, temperatures)
print(Array(temperatures[..<firstCool]), Array(temperatures[firstCool...]))
print(temperatures.prefix(2).count, temperatures.dropFirst().first as Any, temperatures.suffix(1).first as Any)
for (n, reading) in temperatures.enumerated() where reading > 20 { print(n, reading) }
temperatures.push(30.0)
print(temperatures, temperatures.contains(30.0))
