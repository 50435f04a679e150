// flatMap infers its new Success type from the .success(…) its one-expression closure returns
enum ParseError: Error { case empty, tooSmall }
let ok: Result<Int, ParseError> = .success(3)
print(ok.flatMap { $0 > 2 ? .success("big") : .failure(.tooSmall) })
print(ok.flatMap { n -> Result<Double, ParseError> in .success(Double(n) / 2) })
print(ok.flatMap { .success([$0, $0 * 10]) }, type(of: ok.flatMap { .success([$0]) }))
let small: Result<Int, ParseError> = .success(1)
print(small.flatMap { $0 > 2 ? .success("big") : .failure(.tooSmall) })
