// Typed throws: the catch clause knows the error type, and throw takes it as context
enum ValidationError: Error { case tooShort(Int), missing }
struct Form {
    var name: String
    func validate() throws(ValidationError) -> String {
        if name.isEmpty { throw .missing }
        if name.count < 3 { throw ValidationError.tooShort(name.count) }
        return name.uppercased()
    }
}
func check(_ form: Form) {
    do {
        print("ok:", try form.validate())
    } catch {
        switch error {
        case .tooShort(let n): print("too short:", n)
        case .missing: print("missing")
        }
    }
}
check(Form(name: "al"))
check(Form(name: ""))
check(Form(name: "alice"))
func firstLetter(_ s: String) throws(ValidationError) -> Character {
    guard let c = s.first else { throw .missing }
    return c
}
print((try? firstLetter("zed")) as Any, (try? firstLetter("")) as Any)
