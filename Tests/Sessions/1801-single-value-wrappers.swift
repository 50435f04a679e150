// Single-value containers: a wrapper Id coded as its bare string, an optional-ish Score, a raw-value enum
import Foundation

struct UserID: Codable, Hashable {
    let raw: String

    init(_ raw: String) { self.raw = raw }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        raw = try container.decode(String.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}

/// A score the server sends as a number, or null while it is pending.
struct Score: Codable {
    var points: Int?

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        points = try container.decodeNil() ? nil : container.decode(Int.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let points {
            try container.encode(points)
        } else {
            try container.encodeNil()
        }
    }
}

enum Tier: String, Codable {
    case free, pro
}

struct Member: Codable {
    var id: UserID
    var score: Score
    var tier: Tier
}

let json = #"[{"id": "u-1", "score": 12, "tier": "pro"}, {"id": "u-2", "score": null, "tier": "free"}]"#
let members = try! JSONDecoder().decode([Member].self, from: Data(json.utf8))
for member in members {
    print(member.id.raw, member.score.points.map(String.init) ?? "pending", member.tier)
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(members), encoding: .utf8)!)
print(String(data: try! encoder.encode(UserID("top")), encoding: .utf8)!)
print(String(data: try! encoder.encode([UserID("a"), UserID("b")]), encoding: .utf8)!)
do {
    _ = try JSONDecoder().decode([UserID].self, from: Data(#"["ok", 42]"#.utf8))
} catch {
    print(error)
}
