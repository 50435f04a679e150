// Functions and static methods as values: named alone or with their labels, passed to map and reduce
enum Format {
    static func shout(_ text: String) -> String { text.uppercased() + "!" }
    static func join(_ a: String, with b: String) -> String { a + "+" + b }
}
func add(_ a: Int, to b: Int) -> Int { a + b }
func add(_ a: Int, times b: Int) -> Int { a * b }
print(["hi", "ok"].map(Format.shout))
let shout = Format.shout
print(shout("hey"))
let join = Format.join(_:with:)
print(join("a", "b"))
let plus = add(_:to:)
let times = add(_:times:)
print(plus(2, 3), times(2, 3))
print([1, 2, 3, 4].reduce(0, plus), [1, 2, 3, 4].reduce(1, times))
let operations: [(String, (Int, Int) -> Int)] = [("sum", add(_:to:)), ("product", add(_:times:))]
for (name, operation) in operations { print(name, operation(6, 7)) }
