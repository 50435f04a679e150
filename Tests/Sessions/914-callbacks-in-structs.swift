// Callback closures stored in model structs: optional onChange handlers, validators, and formatting closures
struct Field {
    var label: String
    var value = ""
    var validate: (String) -> String? = { _ in nil }
    var onChange: ((String) -> Void)? = nil

    mutating func set(_ newValue: String) {
        value = newValue
        onChange?(newValue)
    }

    var error: String? { validate(value) }
}

var log: [String] = []
var email = Field(label: "Email", validate: { $0.contains("@") ? nil : "missing @" })
email.onChange = { log.append("email -> \($0)") }
email.set("kim")
print(email.error ?? "ok", log)
email.set("kim@mail.com")
print(email.error ?? "ok", log.count)

let formatters: [String: (Double) -> String] = [
    "percent": { "\(Int($0 * 100))%" },
    "stars": { String(repeating: "*", count: Int($0 * 5)) },
]
for key in formatters.keys.sorted() { print(key, formatters[key]!(0.6)) }
@State var name = Field(label: "Name")
$name.wrappedValue.onChange = { print("name changed to", $0) }
name.set("Ada")
let handlers: [() -> Int] = [{ 1 }, { 2 * 3 }]
print(handlers.map { $0() }, name.onChange == nil, Field(label: "x").onChange == nil)
