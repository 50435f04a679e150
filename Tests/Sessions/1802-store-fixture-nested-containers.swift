// A store's JSON fixture: nested objects and arrays read by a hand-written init(from:) with nested containers
import Foundation

struct Product { var sku: String; var name: String; var price: Double; var tags: [String] }

struct Store: Codable {
    var name: String
    var city: String
    var openHours: String?
    var products: [Product]

    enum CodingKeys: String, CodingKey { case name, location, hours, products }
    enum LocationKeys: String, CodingKey { case city, country }
    enum ProductKeys: String, CodingKey { case sku, title, pricing, tags }
    enum PricingKeys: String, CodingKey { case amount, currency }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        city = try location.decode(String.self, forKey: .city)
        let hasHours = try container.contains(.hours) && !container.decodeNil(forKey: .hours)
        openHours = try hasHours ? container.decode(String.self, forKey: .hours) : nil
        var list = try container.nestedUnkeyedContainer(forKey: .products)
        products = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: ProductKeys.self)
            let pricing = try item.nestedContainer(keyedBy: PricingKeys.self, forKey: .pricing)
            var tagList = try item.nestedUnkeyedContainer(forKey: .tags), tags: [String] = []
            while !tagList.isAtEnd { tags.append(try tagList.decode(String.self)) }
            products.append(Product(
                sku: try item.decode(String.self, forKey: .sku), name: try item.decode(String.self, forKey: .title),
                price: try pricing.decode(Double.self, forKey: .amount), tags: tags))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(city, forKey: .city)
        if let openHours { try container.encode(openHours, forKey: .hours) } else { try container.encodeNil(forKey: .hours) }
        var list = container.nestedUnkeyedContainer(forKey: .products)
        for product in products {
            var item = list.nestedContainer(keyedBy: ProductKeys.self)
            try item.encode(product.sku, forKey: .sku)
            try item.encode(product.name, forKey: .title)
            var pricing = item.nestedContainer(keyedBy: PricingKeys.self, forKey: .pricing)
            try pricing.encode(product.price, forKey: .amount)
            try pricing.encode("EUR", forKey: .currency)
            var tags = item.nestedUnkeyedContainer(forKey: .tags)
            for tag in product.tags { try tags.encode(tag) }
        }
    }
}

let fixture = """
{
  "name": "Corner Books", "location": {"city": "Lyon", "country": "FR"}, "hours": null,
  "products": [
    {"sku": "B-1", "title": "Swift Basics", "pricing": {"amount": 29.5, "currency": "EUR"}, "tags": ["swift", "beginner"]},
    {"sku": "B-2", "title": "Concurrency", "pricing": {"amount": 41, "currency": "EUR"}, "tags": []}
  ]
}
"""
do {
    var store = try JSONDecoder().decode(Store.self, from: Data(fixture.utf8))
    print(store.name, "in", store.city, "open:", store.openHours ?? "unknown")
    for product in store.products {
        print(product.sku, product.name, product.price, product.tags)
    }
    store.openHours = "9-18"
    store.products.removeLast()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(data: try encoder.encode(store), encoding: .utf8)!)
} catch {
    print(error)
}
