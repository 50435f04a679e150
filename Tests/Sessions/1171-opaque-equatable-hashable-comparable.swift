// `some Equatable`, `some Hashable` and `some Comparable` results: the same type on every call, so they compare.
struct Token: Hashable {
    var text: String
}
func answer() -> some Equatable { 42 }
func token() -> some Hashable { Token(text: "id") }
func rank(_ high: Bool) -> some Comparable {
    if high { return 10 }
    return 3
}
print(answer() == answer(), answer() != answer())
let first = token()
let second = token()
print(first == second, Set([first, second]).count)
print(rank(true) > rank(false), rank(false) < rank(false), rank(true) >= rank(true))
print(answer(), first, type(of: first), type(of: rank(true)))
func label() -> some CustomStringConvertible { 7.5 }
print(label().description, "\(label())", label())
