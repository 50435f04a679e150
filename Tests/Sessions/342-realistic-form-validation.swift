// Form validation with throwing functions, do/catch and bindings to the fields being edited.
enum FormError: Error, CustomStringConvertible {
    case empty(String)
    case tooShort
    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case .tooShort: return "password is too short"
        }
    }
}
struct SignUpForm {
    var email = ""
    var password = ""
    func validate() throws {
        if email.isEmpty { throw FormError.empty("email") }
        if password.isEmpty { throw FormError.empty("password") }
        if password.count < 8 { throw FormError.tooShort }
    }
    var isValid: Bool { (try? validate()) != nil }
}
@State var form = SignUpForm()
let email = $form.email
let password = $form.password
func submit(_ form: SignUpForm) -> String {
    do {
        try form.validate()
        return "welcome, \(form.email)"
    } catch let error as FormError {
        return "error: \(error)"
    } catch {
        return "unexpected"
    }
}
print(submit(form), form.isValid)
email.wrappedValue = "ada@example.com"
print(submit(form))
password.wrappedValue = "secret"
print(submit(form))
password.wrappedValue += "-sauce"
print(submit(form), form.isValid)
