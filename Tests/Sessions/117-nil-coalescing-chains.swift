// ?? chains right-associatively, and binds tighter than comparisons.
let a: Int? = nil
let b: Int? = nil
let c: Int? = 3
print(a ?? b ?? c ?? 0)
print(a ?? b ?? 0)
print((a ?? 5) + 1, a ?? 5 + 1)
print(a ?? 1 < 2, c ?? 0 == 3)
let name: String? = nil
print(name ?? sample.nickname ?? "anon")
let words: [String]? = nil
print(words ?? ["none"], (words ?? []).count)
let maybe: Double? = nil
print(maybe ?? 1, type(of: maybe ?? 1))
