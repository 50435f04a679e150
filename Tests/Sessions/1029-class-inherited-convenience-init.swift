// A subclass that overrides all designated inits of its superclass inherits its convenience inits
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) {
        self.init(name: name, quantity: 1)
    }
}
class ShoppingItem: RecipeIngredient {
    var purchased = false
    var summary: String {
        "\(quantity) x \(name) \(purchased ? "✔" : "✘")"
    }
}
print(Food().name)
let one = RecipeIngredient()
print(one.name, one.quantity)
let list = [ShoppingItem(), ShoppingItem(name: "Bacon"), ShoppingItem(name: "Eggs", quantity: 6)]
list[0].name = "Orange juice"
list[0].purchased = true
for item in list {
    print(item.summary)
}
