// Enums with raw values read from text: failable init, CaseIterable lists, descriptions, sorting by raw value
import Foundation
enum Size: String, CaseIterable, Comparable {
    case small = "S", medium = "M", large = "L", extraLarge = "XL"
    static func < (a: Size, b: Size) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool { self == .saturday || self == .sunday }
    var short: String { String("\(self)".prefix(3)).capitalized }
}

let order = "M,XL,S,XXL,L,m".split(separator: ",").map(String.init)
let sizes = order.compactMap(Size.init(rawValue:))
print(sizes, sizes.sorted(), sizes.max()!)
print(order.filter { Size(rawValue: $0) == nil })
print(Size.allCases.map(\.rawValue).joined(separator: "/"), Size.allCases.count)
print(Weekday(rawValue: 3)!, Weekday(rawValue: 8) as Any, Weekday.friday.rawValue)
print(Weekday.allCases.filter(\.isWeekend), Weekday.allCases.prefix(3).map(\.short))
@State var pick = Size.medium
$pick.wrappedValue = Size.allCases.last!
print(pick, pick.rawValue, pick > .large, "\(pick)", String(describing: pick))
