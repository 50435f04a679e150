// A wrapper whose projectedValue is a validation flag; $email reads it
@propertyWrapper
struct ValidatedEmail {
    private var value: String
    private(set) var projectedValue: Bool
    init(wrappedValue: String) {
        value = wrappedValue
        projectedValue = wrappedValue.contains("@")
    }
    var wrappedValue: String {
        get { value }
        set {
            value = newValue
            projectedValue = newValue.contains("@")
        }
    }
}
struct SignUp {
    @ValidatedEmail var email: String
    var name: String
}
var form = SignUp(email: "nobody", name: "Ada")
print(form.email, form.$email)
form.email = "ada@example.com"
print(form.email, form.$email)
@ValidatedEmail var contact = "x@y"
print($contact)
contact = "none"
print(contact, $contact)
