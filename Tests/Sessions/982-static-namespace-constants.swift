// A caseless enum as a namespace of constants; static lets naming the type's other static members bare
enum Constants {
    static let maxItems = 3
    static let greeting = "Welcome"
    static let palette = ["red", "green"]
    static func clamp(_ x: Int) -> Int { min(max(x, 0), maxItems) }
    enum Keys { static let user = "user_key" }
}
struct Product { let name: String; let price: Double
    static let samples = [Product(name: "A", price: 1), Product(name: "B", price: 2.5)]
    static let featured = samples.first!
    static var cheapest: Product { samples.min { $0.price < $1.price }! }
}
print(Constants.maxItems, Constants.greeting, Constants.palette.count, Constants.clamp(9), Constants.clamp(-2), Constants.Keys.user)
print(Product.samples.map(\.name), Product.featured.name, Product.cheapest.price)
let limit = Constants.maxItems * 2
print(limit)
