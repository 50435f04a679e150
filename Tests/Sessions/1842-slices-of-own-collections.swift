// A slice of a session's collection keeps its indices and is bidirectional or random-access as far as its base is
struct Buf: RandomAccessCollection {
    var s = [3, 1, 2, 5]
    var startIndex: Int { 0 }
    var endIndex: Int { s.count }
    subscript(i: Int) -> Int { s[i] }
}
struct Steps: Collection {
    var s = [1, 2, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { s.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { s[i] }
}
let buf = Buf()
let tail = buf[1...]
print(tail.last as Any, tail.indices, tail.count, Array(tail.reversed()), tail.sorted())
print(tail.dropFirst())
print(tail[2...], tail.startIndex, tail.base.s)
print(tail.firstIndex(of: 5) as Any, tail.index(before: 3), tail[2])
print(Array(Steps()[1...]), Steps().dropFirst().count, Steps().prefix(2).startIndex)
let window = buf[1..<3]
print(window.map { $0 * 10 }, window.contains(5), window.min() as Any)
