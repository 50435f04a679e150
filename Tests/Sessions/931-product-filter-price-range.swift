// A product filter: a price range like a Slider's, categories toggled in a Set, sort options as an enum
struct Product: Identifiable {
    let id: Int
    var name: String
    var price: Double
    var category: String
    var rating: Double
}

enum SortOption: String, CaseIterable { case priceLow, priceHigh, rating, name }

struct Filter {
    var priceRange: ClosedRange<Double> = 0...100
    var categories: Set<String> = []
    var sort = SortOption.name
    var minimumRating = 0.0

    func apply(to products: [Product]) -> [Product] {
        let matching = products.filter { product in
            priceRange.contains(product.price)
                && (categories.isEmpty || categories.contains(product.category))
                && product.rating >= minimumRating
        }
        switch sort {
        case .priceLow: return matching.sorted { $0.price < $1.price }
        case .priceHigh: return matching.sorted { $0.price > $1.price }
        case .rating: return matching.sorted { ($0.rating, $1.name) > ($1.rating, $0.name) }
        case .name: return matching.sorted { $0.name < $1.name }
        }
    }
}

let products = [
    Product(id: 1, name: "Lamp", price: 39.99, category: "home", rating: 4.5),
    Product(id: 2, name: "Mug", price: 8.5, category: "kitchen", rating: 4.8),
    Product(id: 3, name: "Chair", price: 129, category: "home", rating: 3.9),
    Product(id: 4, name: "Kettle", price: 45, category: "kitchen", rating: 4.5),
]
@State var filter = Filter()
print(filter.apply(to: products).map(\.name))
$filter.priceRange.wrappedValue = 10...50
$filter.sort.wrappedValue = .rating
print(filter.apply(to: products).map(\.name), filter.priceRange)
filter.categories.insert("kitchen")
filter.sort = .priceHigh
print(filter.apply(to: products).map { "\($0.name) \($0.price)" })
filter.minimumRating = 4.6
filter.categories = []
filter.priceRange = 0...200
print(filter.apply(to: products).map(\.name), filter.priceRange.upperBound - filter.priceRange.lowerBound)
print(SortOption.allCases.map(\.rawValue), (0.5..<1.5).contains(1.5), filter.priceRange.contains(200))
