// A raw-value enum that tolerates cases the app does not know yet: its own init(from:) through a single-value container, init?(rawValue:) still there
import Foundation

enum Status: String, Codable {
    case active, suspended, unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = Status(rawValue: raw) ?? .unknown
        if self == .unknown { print("unknown status \"\(raw)\" at", decoder.codingPath.map(\.stringValue)) }
    }
}

struct Account: Codable {
    var name: String
    var status: Status
    var history: [Status]
}

struct Tags: Encodable {
    var values: Set<String>

    func encode(to encoder: Encoder) throws {
        // A set's order is not stable: written sorted.
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: values.sorted())
    }
}

let json = #"[{"name": "ada", "status": "active", "history": ["suspended", "banned"]}, {"name": "bob", "status": "frozen", "history": []}]"#
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let accounts = try JSONDecoder().decode([Account].self, from: Data(json.utf8))
    for account in accounts {
        print(account.name, account.status, account.history)
    }
    print(String(data: try encoder.encode(accounts), encoding: .utf8)!)
    print(Status(rawValue: "suspended") ?? .unknown, Status(rawValue: "x") == nil)
    print(String(data: try encoder.encode(["tags": Tags(values: ["swift", "codable", "json"])]), encoding: .utf8)!)
    _ = try JSONDecoder().decode(Status.self, from: Data("7".utf8))
} catch {
    print(error)
}
