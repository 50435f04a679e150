// buildPartialBlock (SE-0348): components are folded pairwise after they are all made; an empty block is buildBlock()
@resultBuilder struct Sum {
    static func buildExpression(_ n: Int) -> Int { print("  expression \(n)"); return n }
    static func buildBlock() -> Int { print("  empty block"); return 0 }
    static func buildBlock(_ parts: Int...) -> Int { print("  block (not used when partial blocks exist)"); return parts.reduce(0, +) }
    static func buildPartialBlock(first: Int) -> Int { print("  first \(first)"); return first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int { print("  \(accumulated) + \(next)"); return accumulated + next }
    static func buildOptional(_ n: Int?) -> Int { print("  optional \(String(describing: n))"); return n ?? 0 }
    static func buildArray(_ parts: [Int]) -> Int { print("  array \(parts)"); return parts.reduce(0, +) }
    static func buildFinalResult(_ total: Int) -> String { print("  final \(total)"); return "total \(total)" }
}
@Sum func total(_ extra: [Int], bonus: Bool) -> String {
    1
    2
    if bonus { 100; 200 }
    for n in extra { n; n }
    3
}
print(total([5, 6], bonus: true))
print(total([], bonus: false))
@Sum func zero() -> String {}
print(zero())
