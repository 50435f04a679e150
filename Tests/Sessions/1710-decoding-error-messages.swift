// Turning DecodingError into messages for a form: switching over its cases and their contexts
import Foundation

struct Signup: Codable {
    var email: String
    var age: Int
    var newsletter: Bool?
}

func message(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
        return "missing \(key.stringValue)" + (context.codingPath.isEmpty ? "" : " in \(context.codingPath.map(\.stringValue))")
    case .valueNotFound(_, let context):
        return "empty \(context.codingPath.last?.stringValue ?? "value")"
    case .typeMismatch(_, let context):
        return "wrong type for \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    case .dataCorrupted(let context):
        return "unreadable: \(context.debugDescription)"
    }
}

let forms = [
    #"{"email": "a@b.c", "age": 30}"#,
    #"{"email": "a@b.c"}"#,
    #"{"email": null, "age": 1}"#,
    #"{"email": "a@b.c", "age": "thirty"}"#,
    #"{"email": "a@b.c", "age": 30, "newsletter": "yes"}"#,
    "{oops}",
]
let decoder = JSONDecoder()
for form in forms {
    do {
        let signup = try decoder.decode(Signup.self, from: Data(form.utf8))
        print("ok", signup.email, signup.age, signup.newsletter ?? false)
    } catch let error as DecodingError {
        print(message(for: error))
    } catch {
        print("other", error)
    }
}

let formatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys]
let encoder = JSONEncoder()
encoder.outputFormatting = formatting
let bytes = Data([0x7B, 0x7D])
print(bytes, String(data: bytes, encoding: .utf8)!, try! decoder.decode([String: Int].self, from: bytes))
print(String(data: try! encoder.encode(["only": Signup(email: "x@y.z", age: 2, newsletter: nil)]), encoding: .utf8)!)
