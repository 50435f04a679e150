// Throwing closures, rethrows, Result and try? chains
enum ConvertError: Error { case notANumber(String), negative(Int) }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ConvertError.notANumber(s) }
    guard n >= 0 else { throw ConvertError.negative(n) }
    return n
}
func applyAll(_ inputs: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    try inputs.map(transform)
}
print(try? applyAll(["1", "2"], parse) as Any, (try? applyAll(["1", "x"], parse)) as Any)
print(applyAll(["a", "bb"]) { $0.count })
let validator: (String) throws -> Int = { s in
    let n = try parse(s)
    if n > 100 { throw ConvertError.negative(-n) }
    return n * 2
}
for input in ["5", "500", "-1", "z"] {
    let result = Result { try validator(input) }
    switch result {
    case .success(let value): print(input, "->", value)
    case .failure(ConvertError.notANumber(let s)): print(input, "not a number:", s)
    case .failure(let error): print(input, "failed:", error)
    }
}
let results = ["1", "x", "3"].map { s in Result { try parse(s) } }
let values = results.compactMap { try? $0.get() }
print(values, results.map { (try? $0.get()) != nil })
let mapped = Result<Int, Error>.success(4).map { $0 * 10 }
do {
    print(try mapped.get())
    let total = try ["1", "2", "3"].map(parse).reduce(0, +)
    print(total)
} catch {
    print(error)
}
if let n = try? parse("12"), n.isMultiple(of: 3) { print("twelve divides by three") }
let first = try? ["x", "7"].first(where: { (try? parse($0)) != nil }).map(parse)
print(first as Any)
