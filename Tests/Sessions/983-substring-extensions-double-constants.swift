// Extensions of Substring (the pieces split returns) and static constants in an extension of Double.
extension Substring {
    var trimmed: String {
        var s = self
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
    func isWord(longerThan n: Int) -> Bool { count > n && allSatisfy(\.isLetter) }
}
extension Double {
    var percent: String { "\(Int((self * 100).rounded()))%" }
    static let half: Double = 0.5
    static let tau = 2 * Double.pi
}
let csv = " ann , bob,  carol ,x1 "
let fields = csv.split(separator: ",")
print(fields.map(\.trimmed), fields.map { $0.trimmed.count })
print(fields.filter { $0.trimmed.split(separator: " ").first?.isWord(longerThan: 2) ?? false }.map(\.trimmed))
let ratio = 0.256
print(ratio.percent, Double.half.percent, (ratio + .half).percent, Double.tau / .pi)
