// Result { try … } keeps what a throwing call returned or threw, as any Error
enum ParseError: Error { case notANumber(String) }
func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}
let good = Result { try parse("12") }
let bad = Result(catching: { try parse("twelve") })
print(good)
print(bad)
print([good])
print(type(of: bad))
switch bad {
case .success(let n): print("parsed", n)
case .failure(ParseError.notANumber(let text)): print("not a number:", text)
case .failure(let error): print("other", error)
}
do {
    _ = try bad.get()
} catch {
    print("rethrown", error)
}
let explicit: Result<Int, Error> = .failure(ParseError.notANumber("x"))
print(explicit.map { $0 + 1 })
