// CaseIterable enums list their cases
enum Direction: CaseIterable {
    case north, east, south, west
}
print(Direction.allCases)
print(Direction.allCases.count)
for direction in Direction.allCases {
    print(direction)
}
enum Size: String, CaseIterable {
    case small = "S", medium = "M", large = "L"
}
print(Size.allCases.map { $0.rawValue })
