// A users fixture with snake_case keys, nested types, CodingKeys and enums with payloads
import Foundation

struct Address: Codable {
    var street: String
    var zipCode: String
    var geo: [Double]
}

enum Role: String, Codable { case admin, editor, viewer }

enum Badge: Codable {
    case streak(days: Int)
    case level(Int, String)
    case none
}

struct User: Codable {
    var id: UUID
    var fullName: String
    var age: UInt8
    var role: Role
    var address: Address?
    var badges: [Badge]
    var scores: [String: Int]
    var lastLoginTime: Double?

    enum CodingKeys: String, CodingKey {
        case id, fullName = "name", age, role, address, badges, scores, lastLoginTime
    }
}

let json = """
[{"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "name": "Ada Lovelace", "age": 36,
  "role": "admin", "address": {"street": "12 St James's Sq", "zip_code": "SW1Y", "geo": [51.5, -0.13]},
  "badges": [{"streak": {"days": 12}}, {"level": {"_0": 3, "_1": "gold"}}, {"none": {}}],
  "scores": {"math": 99}, "last_login_time": 1.25e10},
 {"id": "C0FFEE00-0000-4000-8000-000000000001", "name": "Grace", "age": 45, "role": "viewer",
  "badges": [], "scores": {}}]
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    var users = try decoder.decode([User].self, from: json.data(using: .utf8)!)
    print(users.map(\.fullName), users[0].id.uuidString, users[1].id)
    print(users[0].address?.zipCode ?? "none", users[1].address == nil, users[0].badges.count)
    print(users[0].scores["math"]!, users[0].age + 1, users[0].lastLoginTime!, users[1].lastLoginTime as Any)
    users[1].role = .editor
    users[1].badges.append(.level(1, "bronze"))
    users[1].address = Address(street: "Navy Yard", zipCode: "20374", geo: [38.87, 0.1, 1e-7, -0.0, 1e20])
    users[1].scores["zeal"] = 3

    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let data = try encoder.encode(users[1])
    print(String(data: data, encoding: .utf8)!)
    encoder.outputFormatting = .sortedKeys
    print(String(data: try encoder.encode(users[0].badges), encoding: .utf8)!)
    print(String(data: try encoder.encode([Role.admin: 1]), encoding: .utf8) ?? "?")
    print(String(data: try JSONEncoder().encode([7: "seven"]), encoding: .utf8)!)
    let back = try decoder.decode(User.self, from: data)
    print(back.address!.geo, back.badges.count, back.role)
} catch {
    print("error:", error)
}
