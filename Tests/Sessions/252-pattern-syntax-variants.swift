// Pattern forms: let before or inside the case, labelled tuple patterns, ranges in tuples, if let shorthand, open ranges
enum E { case a(Int), b(Int), c(String) }
for e in [E.a(1), .b(-2), .c("x"), .a(-5)] {
    switch e {
    case let .a(x) where x > 0, let .b(x) where x < 0:
        print("signed", x)
    case .a(let x):
        print("negative a", x)
    case .b:
        print("b")
    case .c(let s):
        print("c", s)
    }
}
let points = [(x: 0, y: 3), (x: 2, y: 0), (x: 4, y: 4)]
for p in points {
    switch p {
    case (x: 0, y: let y): print("y axis", y)
    case (1...5, 0): print("near x axis")
    case let (x, y) where x == y: print("diagonal", x)
    default: print("other")
    }
}
let name: String? = "Kim"
let age: Int? = 30
if let name, let age, age > 18 { print(name, age) }
let words = ["apple", "kiwi", "banana"]
for word in words {
    switch word.count {
    case 0: print("empty")
    case 1...4: print(word, "short")
    case 5...: print(word, "long")
    default: break
    }
}
let grid = [[1, 2], [3, 4]]
outer: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() where v == 3 {
        print("found at", r, c)
        break outer
    }
}
