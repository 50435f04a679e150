// Metatypes and function values printed
struct Person { var name: String }
enum Mood { case happy }
let f: (Int) -> Int = { $0 + 1 }
print(Int.self, Person.self, [String].self, Mood.self, type(of: f))
print(f, String(describing: f), type(of: Mood.happy), type(of: Person.self))
print(type(of: [1: "a"]), type(of: Set([1])), type(of: (1, 2.0)), type(of: Optional(3)))
print(Int.bitWidth, Double.pi.rounded(.down))
print(7.bitWidth, (1 << 62).nonzeroBitCount)
