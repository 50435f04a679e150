// Decoding errors from hand-written containers, in Foundation's words: mismatches, missing nested keys, the end of an array, bad dates
import Foundation

struct Order: Decodable {
    var id: Int
    var city: String
    var quantities: [Int]

    enum CodingKeys: String, CodingKey { case id, shipping, lines }
    enum ShippingKeys: String, CodingKey { case city, zip }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        let shipping = try container.nestedContainer(keyedBy: ShippingKeys.self, forKey: .shipping)
        city = try shipping.decode(String.self, forKey: .city)
        var lines = try container.nestedUnkeyedContainer(forKey: .lines)
        quantities = []
        while !lines.isAtEnd { quantities.append(try lines.decode(Int.self)) }
        if quantities.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .lines, in: container, debugDescription: "An order needs a line")
        }
    }
}

struct Event: Codable {
    var name: String
    var at: Date
}

func attempt(_ json: String, dates: JSONDecoder.DateDecodingStrategy = .deferredToDate) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = dates
    do {
        if json.contains("\"at\"") {
            print(try decoder.decode(Event.self, from: Data(json.utf8)))
        } else {
            let order = try decoder.decode(Order.self, from: Data(json.utf8))
            print("order", order.id, order.city, order.quantities)
        }
    } catch {
        print(error)
    }
}

attempt(#"{"id": 1, "shipping": {"city": "Oslo"}, "lines": [2, 1]}"#)
attempt(#"{"id": "1", "shipping": {"city": "Oslo"}, "lines": []}"#)
attempt(#"{"id": 2, "shipping": {"zip": "0150"}, "lines": [1]}"#)
attempt(#"{"id": 3, "lines": [1]}"#)
attempt(#"{"id": 4, "shipping": null, "lines": [1]}"#)
attempt(#"{"id": 5, "shipping": {"city": "Oslo"}, "lines": [1, "two"]}"#)
attempt(#"{"id": 6, "shipping": {"city": "Oslo"}, "lines": {"first": 1}}"#)
attempt(#"{"id": 7, "shipping": {"city": "Oslo"}, "lines": []}"#)
attempt(#"{"name": "launch", "at": "2024-05-01T10:00:00Z"}"#, dates: .iso8601)
attempt(#"{"name": "launch", "at": "2024-05-01 10:00"}"#, dates: .iso8601)
attempt(#"{"name": "late", "at": "2024-02-30T24:00:00+01:00"}"#, dates: .iso8601)
attempt(#"{"name": "lower", "at": "2024-05-01t10:00:00z"}"#, dates: .iso8601)
attempt(#"{"name": "launch", "at": 1714557600}"#, dates: .iso8601)
attempt(#"{"name": "launch", "at": "soon"}"#)
attempt(#"{"name": "launch", "at": null}"#, dates: .secondsSince1970)
