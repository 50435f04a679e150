// Form validation with errors and guard
enum ValidationError: Error, Equatable, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail

    var description: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case let .tooShort(field, minimum): return "\(field) must be at least \(minimum) characters"
        case .invalidEmail: return "Email is invalid"
        }
    }
}

struct SignUpForm {
    var name = ""
    var email = ""
    var password = ""

    func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        if name.isEmpty { errors.append(.empty(field: "Name")) }
        if !email.contains("@") || !email.contains(".") { errors.append(.invalidEmail) }
        if password.count < 8 { errors.append(.tooShort(field: "Password", minimum: 8)) }
        return errors
    }

    var isValid: Bool { validate().isEmpty }
}

func submit(_ form: SignUpForm) throws -> String {
    guard let first = form.validate().first else {
        return "Welcome, \(form.name)!"
    }
    throw first
}

@State var form = SignUpForm()
print(form.validate())
$form.name.wrappedValue = "Ada"
$form.email.wrappedValue = "ada@example.com"
$form.password.wrappedValue = "short"
form.validate().forEach { print("-", $0) }
do {
    print(try submit(form))
} catch {
    print("Failed:", error)
}
form.password = "longenough"
print(form.isValid, try? submit(form))
