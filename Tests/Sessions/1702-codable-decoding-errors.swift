// Decoding errors as a settings screen meets them: printed, caught by case, localized
import Foundation

struct Profile: Codable {
    var userName: String
    var zipCode: Int
    var nickname: String?
}

struct Inbox: Codable {
    var items: [Profile]
}

enum Kind: Int, Codable { case plain = 0, rich = 1 }

let decoder = JSONDecoder()
func report(_ attempt: () throws -> Void) {
    do {
        try attempt()
    } catch let error as DecodingError {
        print(error)
        print("  ->", error.localizedDescription)
    } catch {
        print("other:", error)
    }
}

report { print("ok:", try decoder.decode(Profile.self, from: Data(#"{"userName": null, "zipCode": 1}"#.utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data(#"{"userName": "ada", "zipCode": "SW1"}"#.utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data(#"{"userName": "ada", "zipCode": 7.5}"#.utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data(#"{"userName": "ada", "zipCode": 99999999999999999999}"#.utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data(#"{"userName": "ada", "zipCode": 12"#.utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data("".utf8))) }
report { print("ok:", try decoder.decode(Profile.self, from: Data("[1]".utf8))) }
report { print("ok:", try decoder.decode(Inbox.self, from: Data(#"{"items": [{"userName": "a", "zipCode": 1}, {"zipCode": 2}]}"#.utf8))) }
report { print("ok:", try decoder.decode([Kind].self, from: Data("[1, 2]".utf8))) }
report { print("ok:", try decoder.decode([Kind].self, from: Data("[0, 1]".utf8))) }
report { print("ok:", try decoder.decode([String: [Int]].self, from: Data(#"{"a": [1, "2"]}"#.utf8))) }

do {
    _ = try JSONDecoder().decode(Inbox.self, from: Data(#"{"items": [{"zipCode": 2}]}"#.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, "at", context.codingPath.map(\.stringValue))
    print(context.debugDescription)
} catch {
    print("unexpected")
}

do {
    _ = try JSONEncoder().encode([1.5, Double.nan])
} catch {
    print(error)
    print(error.localizedDescription)
}
let settings = try? JSONDecoder().decode(Profile.self, from: Data("{}".utf8))
print(settings == nil ? "no settings" : "settings")
