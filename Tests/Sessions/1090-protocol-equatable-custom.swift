// A hand-written == replaces the synthesized one: here equality ignores case and a cache field
struct Username: Equatable {
    var raw: String
    var lookups = 0
    static func == (a: Username, b: Username) -> Bool {
        a.raw.lowercased() == b.raw.lowercased()
    }
}
let a = Username(raw: "Ada")
var b = Username(raw: "ADA")
b.lookups = 9
print(a == b, a != b)
print(a == Username(raw: "Bob"))
let taken = [Username(raw: "bob"), Username(raw: "ada")]
print(taken.contains(a), taken.firstIndex(of: Username(raw: "BOB"))!)
print(taken.filter { $0 != a }.map(\.raw))
enum Answer: Equatable {
    case yes, no, maybe(Int)
    static func == (l: Answer, r: Answer) -> Bool {
        switch (l, r) {
        case (.yes, .yes), (.no, .no), (.maybe, .maybe): return true
        default: return false
        }
    }
}
print(Answer.maybe(1) == .maybe(2), Answer.yes == .no)
