// An array element and a field path can be passed inout; the write lands in place.
struct Point {
    var x: Int
    var y: Int
}
func shift(_ value: inout Int, by delta: Int) {
    value += delta
}
var points = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
shift(&points[1].x, by: 10)
shift(&points[0].y, by: -3)
print(points)
var grid = [[1, 2], [3, 4]]
shift(&grid[1][0], by: 100)
print(grid)
func reset(_ point: inout Point) {
    point = Point(x: 0, y: 0)
}
reset(&points[1])
print(points[1])
