// A chart's time series sent as [[timestamp, value]] pairs: dates read through an unkeyed container follow the decoder's date strategy
import Foundation

struct Sample: Codable {
    var time: Date
    var value: Double?

    init(time: Date, value: Double?) {
        self.time = time
        self.value = value
    }

    init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        guard pair.count == 2 else {
            throw DecodingError.dataCorruptedError(in: pair, debugDescription: "Expected [time, value], got \(pair.count ?? 0) elements")
        }
        time = try pair.decode(Date.self)
        value = try pair.decodeNil() ? nil : pair.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(time)
        if let value { try pair.encode(value) } else { try pair.encodeNil() }
    }
}

struct Series: Codable {
    var metricName: String
    var samples: [Sample]
}

let payload = #"{"metric_name": "cpu", "samples": [[1700000000, 0.25], [1700000060, null], [1700000120, 0.75]]}"#
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    let series = try decoder.decode(Series.self, from: Data(payload.utf8))
    for sample in series.samples {
        print(sample.time, sample.value.map { "\(Int($0 * 100))%" } ?? "gap")
    }
    let known = series.samples.compactMap(\.value)
    print(series.metricName, "average", known.reduce(0, +) / Double(known.count))
    let span = series.samples.last!.time.timeIntervalSince(series.samples.first!.time)
    print("span", span, "s; ordered:", zip(series.samples, series.samples.dropFirst()).allSatisfy { $0.time < $1.time })

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .millisecondsSince1970
    print(String(data: try encoder.encode(series), encoding: .utf8)!)
    encoder.dateEncodingStrategy = .iso8601
    print(String(data: try encoder.encode(series.samples.prefix(1).map { $0 }), encoding: .utf8)!)
    _ = try decoder.decode(Series.self, from: Data(#"{"metric_name": "x", "samples": [[1700000000]]}"#.utf8))
} catch {
    print(error)
}
