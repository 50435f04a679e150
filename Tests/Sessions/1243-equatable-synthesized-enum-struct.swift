// Synthesized Equatable for structs and enums with payloads, != and contains/firstIndex(of:)
struct Point: Equatable {
    var x = 0, y = 0
}
enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}
let a = Point(x: 1, y: 2)
print(a == Point(x: 1, y: 2), a != Point())
print([Point(), a].contains(a), [a, Point()].firstIndex(of: Point()) ?? -1)
let tokens: [Token] = [.number(3), .word("hi"), .end]
print(tokens.contains(.word("hi")), tokens.contains(.word("ho")))
print(Token.number(1) == .number(1), Token.number(1) == .end)
print(tokens.firstIndex(of: .end)!)
struct Line: Equatable { var from: Point; var to: Point; var label: String? }
let l1 = Line(from: a, to: Point(), label: nil)
var l2 = l1
print(l1 == l2)
l2.label = "x"
print(l1 == l2)
print([l1] == [l2], [Token.end] == [.end])
enum Light: Equatable { case red, green }
print(Light.red == .green)
