// Asking a keyed container what it holds: contains, allKeys, decodeNil(forKey:), codingPath, keys printed as CodingKey describes them
import Foundation

struct Settings: Codable {
    var theme: String
    var fontSize: Int?
    var beta: Bool

    enum CodingKeys: String, CodingKey {
        case theme, fontSize = "font_size", beta
    }

    enum Flags: String, CodingKey { case beta, legacy }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        print("keys:", container.allKeys.count, container.contains(.fontSize), container.codingPath.count)
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        if container.contains(.fontSize), try container.decodeNil(forKey: .fontSize) {
            print("font size reset")
            fontSize = nil
        } else {
            fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize)
        }
        let flags = try container.nestedContainer(keyedBy: Flags.self, forKey: .beta)
        print("flags at", flags.codingPath.map(\.stringValue), "only key:", flags.allKeys.first.map { "\($0)" } ?? "none")
        beta = try flags.decodeIfPresent(Bool.self, forKey: .beta) ?? false
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)
        if let fontSize {
            try container.encode(fontSize, forKey: .fontSize)
        } else {
            try container.encodeNil(forKey: .fontSize)
        }
        var flags = container.nestedContainer(keyedBy: Flags.self, forKey: .beta)
        try flags.encode(beta, forKey: .beta)
        print("encoding at", flags.codingPath.map(\.stringValue))
    }
}

print(Settings.CodingKeys.fontSize, [Settings.Flags.legacy])
let inputs = [
    #"{"theme": "dark", "font_size": 14, "beta": {"beta": true}}"#,
    #"{"font_size": null, "beta": {}}"#,
    #"{"theme": "dark", "beta": {"legacy": 1}}"#,
    #"{"theme": "dark"}"#,
    #"{"beta": {"beta": "yes"}}"#,
]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for input in inputs {
    do {
        let settings = try JSONDecoder().decode(Settings.self, from: Data(input.utf8))
        print(settings.theme, settings.fontSize ?? 0, settings.beta)
        print(String(data: try encoder.encode(settings), encoding: .utf8)!)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing", key.stringValue, "at", context.codingPath.count)
    } catch DecodingError.typeMismatch(_, let context) {
        print("wrong type at", context.codingPath)
    } catch {
        print(error)
    }
}
