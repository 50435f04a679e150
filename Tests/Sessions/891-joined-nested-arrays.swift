// joined() of nested arrays walks every row's elements in order
let grid = [[1, 2, 3], [4], [], [5, 6]]
print(Array(grid.joined()), grid.joined().count)
print(grid.joined().reduce(0, +), grid.joined().contains(4), grid.joined().allSatisfy { $0 > 0 })
let seats: [[String?]] = [["A1", nil], [nil, "B2"]]
print(seats.joined().compactMap { $0 }, seats.joined().filter { $0 == nil }.count)
for value in grid.joined() where value.isMultiple(of: 2) { print(value) }
