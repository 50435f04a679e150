// Synthesized Comparable for enums (declaration order, also with payloads), sorted, max, and ranges of cases
enum Priority: Comparable {
    case low, medium, high, critical
}
enum Size: Int, Comparable {
    case small = 10, medium = 5, large = 1
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
enum Grade: Comparable {
    case fail
    case pass(score: Int)
}
print(Priority.low < .high, Priority.critical > .medium)
let ps: [Priority] = [.high, .low, .critical, .medium]
print(ps.sorted())
print(ps.max()!, ps.min()!)
print(ps.sorted(by: >).first!)
print(ps.filter { $0 >= .high })
print([Size.small, .large, .medium].sorted())
print([Grade.pass(score: 80), .fail, .pass(score: 60)].sorted())
print(Grade.pass(score: 1) > .fail)
let urgent = Priority.high...Priority.critical
print(urgent.contains(.medium), urgent.contains(.critical))
