// map takes its closure's result type from the array type the context expects: tuple labels included
struct P { var n: String; var t: Int }
let ps = [P(n: "a", t: 2), P(n: "b", t: 5)]
let r: [(name: String, total: Int)] = ps.map { ($0.n, $0.t) }
print(r, r[0].name)
let best: (name: String, total: Int)? = ps.map { ($0.n, $0.t) }.max { $0.1 < $1.1 }
print(best as Any)
