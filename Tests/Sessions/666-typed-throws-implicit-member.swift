// Typed throws and rethrowing map
enum ParseError: Error { case empty, bad(String) }
func parse(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    guard let n = Int(s) else { throw .bad(s) }
    return n
}
do {
    print(try parse("12"))
    print(try parse("x"))
} catch {
    print("error:", error)
}
let values = try? ["1", "2"].map { try parse($0) }
print(values as Any)
