// flatMap joins the arrays a closure returns.
let rows = [[1, 2], [], [3]]
print(rows.flatMap { $0 })
print([1, 2, 3].flatMap { Array(repeating: $0, count: $0) })
let tags = ["swift ui", "state"]
print(tags.flatMap { [$0, $0.uppercased()] })
