// Comparable synthesized for enums: cases ordered as declared, payloads compared after
enum Size: Comparable { case small, medium, large }
enum Priority: Int, Comparable, CaseIterable {
    case low = 10, high = 1
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
enum Rank: Comparable { case bronze(points: Int), silver, gold(Int) }
let sizes: [Size] = [.large, .small, .medium, .small]
print(sizes.sorted(), sizes.max()!, Size.small < .large, Size.medium >= .large, sizes.min()!)
print(Priority.allCases.sorted(), Priority.low > .high)
let ranks: [Rank] = [.gold(2), .bronze(points: 50), .silver, .bronze(points: 7), .gold(1)]
print(ranks.sorted(), ranks.sorted(by: >).first!, Rank.bronze(points: 99) < .silver)
struct Shirt { var size: Size; var color: String }
let shirts = [Shirt(size: .large, color: "red"), Shirt(size: .small, color: "blue")]
print(shirts.sorted { $0.size < $1.size }.map(\.color), shirts.map(\.size).sorted(by: >))
extension Size: CaseIterable {}
enum Level { case one, two }
extension Level: Comparable {}
print(Size.allCases.sorted(by: >), Level.two > .one, [Level.two, .one].sorted())
