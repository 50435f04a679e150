// What synthesized Codable leaves alone: lazy vars, properties its CodingKeys omit, a let with a value
import Foundation

struct Settings: Codable {
    var volume = 5
    var theme: String?
    var sessionCount = 0
    let schema = 3
    lazy var summary: String = "volume \(volume)"

    enum CodingKeys: String, CodingKey {
        case volume, theme, schema
    }
}

var settings = Settings()
settings.sessionCount = 9
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(settings), encoding: .utf8)!)
print(settings.summary)
print(String(data: try! encoder.encode(settings), encoding: .utf8)!)

var loaded = try! JSONDecoder().decode(Settings.self, from: Data(#"{"volume": 8, "schema": 1, "sessionCount": 4}"#.utf8))
print(loaded.volume, loaded.theme ?? "default", loaded.sessionCount, loaded.schema, loaded.summary)
