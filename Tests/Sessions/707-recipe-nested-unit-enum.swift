// Recipe scaling with nested structs, static members and bindings
struct Ingredient: Equatable {
    var name: String
    var amount: Double
    var unit: Unit

    enum Unit: String {
        case grams = "g", millilitres = "ml", pieces = "pcs"
    }
}

struct Recipe {
    static let defaultServings = 2
    var title: String
    var servings = Recipe.defaultServings
    var ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        var copy = self
        let factor = Double(newServings) / Double(servings)
        copy.servings = newServings
        copy.ingredients = ingredients.map { ingredient in
            var i = ingredient
            i.amount *= factor
            return i
        }
        return copy
    }

    var shoppingList: [String] {
        ingredients.map { "\($0.name): \($0.amount) \($0.unit.rawValue)" }
    }
}

@State var recipe = Recipe(title: "Pancakes", ingredients: [
    Ingredient(name: "Flour", amount: 200, unit: .grams),
    Ingredient(name: "Milk", amount: 300, unit: .millilitres),
    Ingredient(name: "Eggs", amount: 2, unit: .pieces),
])
print(recipe.shoppingList)
let big = recipe.scaled(to: 5)
print(big.servings, big.shoppingList)
let eggs = $recipe.ingredients[2]
eggs.wrappedValue.amount = 3
print(recipe.ingredients[2])
let milkAmount = $recipe.ingredients[1].amount
milkAmount.wrappedValue += 50
print(recipe.ingredients.map(\.amount))
print(recipe.ingredients.contains(Ingredient(name: "Eggs", amount: 3, unit: .pieces)))
print(Recipe.defaultServings, recipe.title.uppercased())
