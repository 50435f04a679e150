// `try?` turns an error into nil; an optional result is not wrapped twice.
enum ParseError: Error {
    case invalid
}
func strictParse(_ text: String) throws -> Int {
    if let number = Int(text) { return number }
    throw ParseError.invalid
}
let good = try? strictParse("12")
let bad = try? strictParse("twelve")
print(good as Any, bad as Any)
print((try? strictParse("7")) ?? 0, (try? strictParse("x")) ?? 0)
func lookup(_ key: String) throws -> String? {
    if key.isEmpty { throw ParseError.invalid }
    return key == "a" ? "found" : nil
}
let flattened = try? lookup("a")
print(flattened as Any)
print((try? lookup("")) as Any, (try? lookup("b")) as Any)
if let value = try? strictParse("99") {
    print("parsed", value)
}
print(try! strictParse("5") + 1)
