// Where clauses on Index and Self, and a binary search in a RandomAccessCollection extension, on own collections and arrays
struct Buf: RandomAccessCollection { var s = [1, 3, 5, 7, 9]; var startIndex: Int { 0 }; var endIndex: Int { s.count }; subscript(i: Int) -> Int { s[i] } }
struct Fw: Collection { var s = [1,2,3]; var startIndex: Int { 0 }; var endIndex: Int { s.count }; func index(after i: Int) -> Int { i + 1 }; subscript(i: Int) -> Int { s[i] } }
extension Collection where Index == Int { func element(atOffset n: Int) -> Element { self[startIndex + n] } }
extension Collection where Self: BidirectionalCollection { var lastTwo: [Element] { Array(suffix(2)) } }
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }
}
print(Buf().element(atOffset: 2), Fw().element(atOffset: 1), [4, 5].element(atOffset: 1))
print(Buf().lastTwo, [1, 2, 3].lastTwo)
print(Buf().binarySearch(7) as Any, Buf().binarySearch(4) as Any, [1, 2, 3].binarySearch(3) as Any)
extension Sequence { func sortedDescending<T: Comparable>(by key: (Element) -> T) -> [Element] { sorted { key($0) > key($1) } } }
print(Buf().sortedDescending(by: { $0 % 4 }), Fw().sortedDescending(by: { -$0 }))
