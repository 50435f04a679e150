// An instance is compared by its printed text: the reference is the same before and after.
class Counter: CustomStringConvertible {
    var n = 0
    var description: String { "Counter(\(n))" }
}
let c = Counter()
let alias = c
alias.n = 2
