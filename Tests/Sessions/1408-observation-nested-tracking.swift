// A nested withObservationTracking: the enclosing one also tracks what the inner apply read
import Observation
@Observable final class Form: @unchecked Sendable {
    var name = ""
    var email = ""
    var agreed = false
}
let form = Form()
let result = withObservationTracking {
    let inner = withObservationTracking { form.email } onChange: { print("inner: email will change") }
    return "\(form.name)|\(inner)"
} onChange: {
    print("outer: name or email will change")
}
print("result \(result)")
print("agreed")
form.agreed = true
print("name")
form.name = "Ada"
print("email")
form.email = "ada@example.com"
print("email again")
form.email = "ada@example.org"
