// Throwing closures passed to map: `try` before the call, errors caught around it.
enum ConversionError: Error {
    case notANumber
}
func number(_ text: String) throws -> Int {
    if let value = Int(text) { return value }
    throw ConversionError.notANumber
}
do {
    let numbers = try ["1", "2", "3"].map { try number($0) }
    print(numbers)
    let more = try ["4", "five"].map { try number($0) }
    print(more)
} catch {
    print("conversion failed:", error)
}
let optional = ["1", "x", "3"].map { try? number($0) }
print(optional)
print(["1", "x", "3"].compactMap { try? number($0) })
