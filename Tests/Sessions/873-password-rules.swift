// A password rules checker: Character properties, enum of rules with associated values, allSatisfy
enum Rule: CustomStringConvertible {
    case minLength(Int)
    case needsDigit
    case needsUppercase
    case forbidden(Character)

    func check(_ password: String) -> Bool {
        switch self {
        case .minLength(let n): return password.count >= n
        case .needsDigit: return password.contains { $0.isNumber }
        case .needsUppercase: return password.contains(where: \.isUppercase)
        case .forbidden(let c): return !password.contains(c)
        }
    }

    var description: String {
        switch self {
        case .minLength(let n): return "at least \(n) characters"
        case .needsDigit: return "a digit"
        case .needsUppercase: return "an uppercase letter"
        case .forbidden(let c): return "no '\(c)'"
        }
    }
}

let rules: [Rule] = [.minLength(8), .needsDigit, .needsUppercase, .forbidden(" ")]
@State var password = ""
for attempt in ["abc", "abcdefgh", "abcdefg1", "Abcdefg1", "Abc defg1"] {
    $password.wrappedValue = attempt
    let failed = rules.filter { !$0.check(password) }
    if failed.isEmpty {
        print("\(attempt): strong")
    } else {
        print("\(attempt): needs \(failed.map(\.description).joined(separator: ", "))")
    }
}
print(rules.allSatisfy { $0.check("Secret99") }, rules)
let strength = rules.reduce(0) { $1.check(password) ? $0 + 1 : $0 }
print(String(repeating: "*", count: strength) + String(repeating: "-", count: rules.count - strength))
let masked = String(password.map { $0 == " " ? "_" : "•" })
print(masked, masked.count)
