// Generic-free utilities people write: clamping, formatting durations, pluralizing, chunking
func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int { min(max(value, range.lowerBound), range.upperBound) }
func duration(_ seconds: Int) -> String {
    let (h, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
    let (m, s) = rest.quotientAndRemainder(dividingBy: 60)
    return h > 0 ? "\(h)h \(m)m" : m > 0 ? "\(m)m \(s)s" : "\(s)s"
}
func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
func chunks(_ xs: [Int], size: Int) -> [[Int]] {
    stride(from: 0, to: xs.count, by: size).map { Array(xs[$0..<min($0 + size, xs.count)]) }
}
print(clamp(15, to: 0...10), clamp(-3, to: 0...10), clamp(5, to: 0...10))
print([45, 125, 3725, 0].map(duration))
print(plural(1, "apple"), plural(3, "pear"), plural(0, "fig"))
print(chunks(Array(1...7), size: 3), chunks([], size: 2))
let temperatures = [21.5, 23.0, 19.25, 25.75]
let average = temperatures.reduce(0, +) / Double(temperatures.count)
print(average, (average * 10).rounded() / 10, temperatures.sorted().first!, temperatures.max()!)
let initials = ["ada lovelace", "alan turing"].map { $0.split(separator: " ").compactMap(\.first).map(String.init).joined().uppercased() }
print(initials)
var seen = Set<Int>()
let unique = [3, 1, 3, 2, 1].filter { seen.insert($0).inserted }
print(unique)
let histogram = [1, 3, 2, 3, 3].reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
print(histogram.keys.sorted().map { "\($0):" + String(repeating: "#", count: histogram[$0]!) })
