// arguments: --keep-going
// Result builders: swiftc's errors where a body cannot be built from the builder's methods,
// and for attributes that name no result builder.
@resultBuilder struct Words {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
}
@Words func maybe(_ n: Int) -> String {
    "a"
    if n > 0 { "b" }
}
print("after maybe")
@Words func choose(_ n: Int) -> String {
    if n > 0 { "b" } else { "c" }
}
print("after choose")
@Words func loop(_ n: Int) -> String {
    for _ in 0..<n { "b" }
}
print("after loop")
@Words func spin(_ n: Int) -> String {
    while n > 0 { "b" }
}
print("after spin")
@Words func cases(_ n: Int) -> String {
    switch n {
    case 0: "zero"
    default: "other"
    }
}
print("after cases")
@Words func wrongType() -> String {
    "a"
    42
}
print("after wrongType")
func wrap(@Words _ body: () -> String) -> String { body() }
let q = wrap { if true { "x" } }
struct Plain {}
@Plain func notABuilder() -> Int { 1 }
print("after notABuilder")
@Missing func unknown() -> Int { 1 }
print("after unknown")
@resultBuilder struct Empty {
}
@resultBuilder struct Either {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
}
@Either func unknownName() -> String {
    "a"
    undefinedName
}
print("after unknownName")
@Either func mismatch(_ c: Bool) -> String {
    if c { "a" } else { 42 }
}
print("after mismatch")
@Either func wrongResult() -> Int {
    "a"
}
print("after wrongResult")
struct Card {
    @Either var title: Int {
        "a"
    }
}
func build(@Either _ body: () -> Int) -> Int { body() }
print(build { "x" })
@Words func assigns() -> String {
    var x = 1
    x += 1
    "\(x)"
}
print("after assigns")
struct Note {
    @Words var text: String
}
@Words func fine() -> String { "still"; "works" }
print(fine())
