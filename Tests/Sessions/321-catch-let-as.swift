// `catch let e as T` binds the error with its type; a plain `catch` binds `error`.
enum ValidationError: Error {
    case empty
    case tooLong
}
struct OtherError: Error {
    var code: Int
}
func validate(_ text: String) throws -> String {
    if text.isEmpty { throw ValidationError.empty }
    if text.count > 5 { throw ValidationError.tooLong }
    if text == "bad" { throw OtherError(code: 42) }
    return text
}
for input in ["ok", "", "toolong", "bad"] {
    do {
        print("valid:", try validate(input))
    } catch let error as ValidationError {
        print("validation:", error, error == .empty)
    } catch is OtherError {
        print("some other error")
    } catch {
        print("unexpected", error)
    }
}
do {
    _ = try validate("bad")
} catch {
    print(error)
}
