// User profile validation with guard, throws and Result
import Foundation
enum ProfileError: Error, CustomStringConvertible {
    case emptyName, tooYoung(Int), badEmail(String)
    var description: String {
        switch self {
        case .emptyName: return "name is empty"
        case .tooYoung(let age): return "age \(age) is under 13"
        case .badEmail(let email): return "'\(email)' is not an email"
        }
    }
}
struct Profile { var name: String; var age: Int; var email: String }
func validate(_ p: Profile) throws -> Profile {
    guard !p.name.trimmingCharacters(in: .whitespaces).isEmpty else { throw ProfileError.emptyName }
    guard p.age >= 13 else { throw ProfileError.tooYoung(p.age) }
    guard p.email.contains("@") else { throw ProfileError.badEmail(p.email) }
    return p
}
let candidates = [Profile(name: "Ann", age: 30, email: "ann@x.org"), Profile(name: " ", age: 20, email: "a@b"), Profile(name: "Kid", age: 9, email: "k@x"), Profile(name: "Bo", age: 40, email: "bo")]
for c in candidates {
    do {
        let ok = try validate(c)
        print("valid:", ok.name)
    } catch let error as ProfileError {
        print("invalid:", error)
    } catch {
        print("other", error)
    }
}
let results = candidates.map { c in Result { try validate(c) } }
print(results.filter { if case .success = $0 { return true } else { return false } }.count)
