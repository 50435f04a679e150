// switch over tuples with wildcards, bindings and where
let points = [(0, 0), (0, 3), (2, 0), (2, 2), (3, -1)]
for point in points {
    switch point {
    case (0, 0):
        print("origin")
    case (0, let y):
        print("on the y axis at", y)
    case (let x, 0):
        print("on the x axis at", x)
    case let (x, y) where x == y:
        print("diagonal", x)
    case (_, let y):
        print("somewhere, y =", y)
    }
}
