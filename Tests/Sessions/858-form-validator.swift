// A sign-up form validator: throwing functions, an error enum with payloads, do/catch with patterns
enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail(String)
    case mismatch
}

struct SignUpForm {
    var name = ""
    var email = ""
    var password = ""
    var confirmation = ""
}

func validateName(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw ValidationError.empty(field: "name") }
    return trimmed
}

func validate(_ form: SignUpForm) throws {
    _ = try validateName(form.name)
    let parts = form.email.split(separator: "@")
    guard parts.count == 2, parts[1].contains(".") else { throw ValidationError.invalidEmail(form.email) }
    guard form.password.count >= 8 else { throw ValidationError.tooShort(field: "password", minimum: 8) }
    if form.password != form.confirmation { throw ValidationError.mismatch }
}

func message(for form: SignUpForm) -> String {
    do {
        try validate(form)
        return "OK"
    } catch ValidationError.empty(let field) {
        return "\(field) is required"
    } catch let ValidationError.tooShort(field, minimum) {
        return "\(field) needs \(minimum)+ characters"
    } catch ValidationError.invalidEmail(let email) where email.isEmpty {
        return "email is required"
    } catch {
        return "error: \(error)"
    }
}

import Foundation
@State var form = SignUpForm()
print(message(for: form))
$form.name.wrappedValue = "  Rosa "
print(message(for: form))
form.email = "rosa.example.com"
print(message(for: form))
form.email = "rosa@example.com"
form.password = "secret"
print(message(for: form))
$form.password.wrappedValue += "123"
print(message(for: form))
form.confirmation = form.password
print(message(for: form), (try? validateName(form.name)) ?? "-")
print(ValidationError.tooShort(field: "x", minimum: 2) == .tooShort(field: "x", minimum: 2))
let errors: [ValidationError] = [.mismatch, .empty(field: "email")]
print(errors)
