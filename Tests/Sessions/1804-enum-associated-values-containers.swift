// An enum with associated values coded by hand: a tag then its values in an unkeyed container, a bare value in a single-value one
import Foundation

enum Discount: Codable, Equatable {
    case none
    case percent(Int)
    case fixed(amount: Double, currency: String)

    init(from decoder: Decoder) throws {
        // "none" alone is a bare string; the others are ["kind", values…].
        if let single = try? decoder.singleValueContainer(), let word = try? single.decode(String.self) {
            guard word == "none" else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "Unknown discount \(word)")
            }
            self = .none
            return
        }
        var container = try decoder.unkeyedContainer()
        let kind = try container.decode(String.self)
        switch kind {
        case "percent":
            self = .percent(try container.decode(Int.self))
        case "fixed":
            self = .fixed(amount: try container.decode(Double.self), currency: try container.decode(String.self))
        default:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown kind \(kind)")
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .none:
            var container = encoder.singleValueContainer()
            try container.encode("none")
        case .percent(let value):
            var container = encoder.unkeyedContainer()
            try container.encode("percent")
            try container.encode(value)
        case .fixed(let amount, let currency):
            var container = encoder.unkeyedContainer()
            try container.encode("fixed")
            try container.encode(amount)
            try container.encode(currency)
        }
    }
}

struct Coupon: Codable {
    var code: String
    var discount: Discount
}

let coupons = [
    Coupon(code: "WELCOME", discount: .percent(10)),
    Coupon(code: "GIFT", discount: .fixed(amount: 5.5, currency: "EUR")),
    Coupon(code: "PLAIN", discount: .none),
]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let data = try encoder.encode(coupons)
    print(String(data: data, encoding: .utf8)!)
    let decoded = try JSONDecoder().decode([Coupon].self, from: data)
    print(decoded.map(\.code), decoded.map(\.discount) == coupons.map(\.discount))
    for coupon in decoded {
        switch coupon.discount {
        case .none: print(coupon.code, "no discount")
        case .percent(let value): print(coupon.code, "\(value)% off")
        case .fixed(let amount, let currency): print(coupon.code, amount, currency, "off")
        }
    }
    _ = try JSONDecoder().decode(Discount.self, from: Data(#"["percent"]"#.utf8))
} catch {
    print(error)
}
