// Hand-written Codable: a legacy API's shapes mapped by init(from:) and encode(to:)
import Foundation

struct Temperature {
    var celsius: Double
}

struct Reading: Codable {
    var station: String
    var temperature: Temperature
    var tags: [String]
    var note: String?

    enum CodingKeys: String, CodingKey {
        case station = "station_id", fahrenheit, tags, note
    }

    init(station: String, celsius: Double, tags: [String], note: String?) {
        self.station = station
        temperature = Temperature(celsius: celsius)
        self.tags = tags
        self.note = note
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        station = try container.decode(String.self, forKey: .station)
        let fahrenheit = try container.decode(Double.self, forKey: .fahrenheit)
        temperature = Temperature(celsius: (fahrenheit - 32) * 5 / 9)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        try container.encode(temperature.celsius * 9 / 5 + 32, forKey: .fahrenheit)
        if !tags.isEmpty {
            try container.encode(tags, forKey: .tags)
        }
        try container.encodeIfPresent(note, forKey: .note)
    }
}

let json = #"[{"station_id": "KSFO", "fahrenheit": 212}, {"station_id": "EGLL", "fahrenheit": 32, "tags": ["rain"], "note": "fog"}]"#
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    var readings = try JSONDecoder().decode([Reading].self, from: Data(json.utf8))
    print(readings.map(\.temperature.celsius), readings.map(\.tags), readings[1].note ?? "-")
    readings.append(Reading(station: "RJTT", celsius: 25, tags: [], note: nil))
    print(String(data: try encoder.encode(readings), encoding: .utf8)!)
    _ = try JSONDecoder().decode(Reading.self, from: Data(#"{"station_id": "X"}"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode([Reading].self, from: Data(#"[{"station_id": 7, "fahrenheit": 1}]"#.utf8))
} catch {
    print(error)
}
