struct Product {
    var name: String
    var price: Double = "free"
}
