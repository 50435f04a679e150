// A hand-written init(from:) that rejects well-formed JSON with DecodingErrors of its own, which print as Foundation's do
import Foundation

struct Version: Codable, Comparable {
    var major: Int
    var minor: Int

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Bad version \(text)"))
        }
        guard parts[0] < 100 else {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: container.codingPath, debugDescription: "Major version \(parts[0]) too big"))
        }
        (major, minor) = (parts[0], parts[1])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(major).\(minor)")
    }

    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

struct Plugin: Codable {
    var name: String
    var versions: [Version]

    enum CodingKeys: String, CodingKey { case name, versions }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        versions = try container.decode([Version].self, forKey: .versions)
        if versions.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .versions, in: container, debugDescription: "No versions")
        }
    }
}

let documents = [
    #"{"name": "lint", "versions": ["1.2", "1.10", "0.9"]}"#,
    #"{"name": "fmt", "versions": ["2.0", "two"]}"#,
    #"{"name": "fmt", "versions": ["120.1"]}"#,
    #"{"name": "doc", "versions": []}"#,
]
for document in documents {
    do {
        let plugin = try JSONDecoder().decode(Plugin.self, from: Data(document.utf8))
        let latest = plugin.versions.max()!
        print(plugin.name, "latest", latest.major, latest.minor, String(data: try JSONEncoder().encode(latest), encoding: .utf8)!)
    } catch let DecodingError.dataCorrupted(context) {
        print("corrupted at", context.codingPath.map(\.stringValue), "-", context.debugDescription)
    } catch {
        print(error)
    }
}
