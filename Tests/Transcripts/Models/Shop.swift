// A model of one's own, loaded with --model in place of the sample model.
struct Product {
    var name: String
    var price: Double
}

struct Cart {
    var owner: String
    var items: [Product]
    var total: Double { items.reduce(0) { $0 + $1.price } }
}
