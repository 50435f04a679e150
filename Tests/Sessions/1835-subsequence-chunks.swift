// SubSequence in a Collection extension: ArraySlice for arrays, Substring for strings, Slice<Self> for a session's own type
extension Collection {
    func chunks(of size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }
    func firstTwo() -> SubSequence { prefix(2) }
}
struct Week: RandomAccessCollection {
    var days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    var startIndex: Int { 0 }
    var endIndex: Int { days.count }
    subscript(i: Int) -> String { days[i] }
}
let week = Week()
print(week.chunks(of: 2).map { Array($0) })
print(week.chunks(of: 2).map { $0.startIndex })
print(week.firstTwo())
print([1, 2, 3, 4, 5].chunks(of: 2).map { Array($0) }, [1, 2, 3].firstTwo())
print("abcde".chunks(of: 2), "abc".firstTwo())
let tail: Week.SubSequence = week[3...]
print(tail.count, tail.first as Any, tail.startIndex, tail.endIndex)
