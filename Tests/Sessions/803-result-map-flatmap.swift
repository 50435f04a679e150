// map and mapError change one side of a Result; flatMap and flatMapError chain another Result
enum ParseError: Error { case empty, notANumber(String) }
struct Wrapped: Error { let reason: String }
func parse(_ text: String) -> Result<Int, ParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let n = Int(text) else { return .failure(.notANumber(text)) }
    return .success(n)
}
func half(_ n: Int) -> Result<Int, ParseError> {
    n % 2 == 0 ? .success(n / 2) : .failure(.notANumber("\(n)/2"))
}
print(parse("21").map { $0 * 2 })
print(parse("x").map { $0 * 2 })
print(parse("21").map { "#\($0)" })
print(parse("").mapError { Wrapped(reason: "\($0)") })
print(parse("8").flatMap(half))
print(parse("7").flatMap { half($0) })
print(parse("").flatMap(half))
let recovered: Result<Int, Wrapped> = parse("?").flatMapError { _ in .success(0) }
print(recovered)
let typed: Result<String, ParseError> = parse("5").flatMap { $0 > 3 ? .success("big") : .failure(.empty) }
print(typed)
