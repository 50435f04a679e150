// Recipe scaling: a method returning a scaled copy, rounding, string padding, a binding multiplying servings
struct Ingredient { var name: String; var grams: Double }
struct Recipe {
    var title: String
    var servings: Int
    var ingredients: [Ingredient]
    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(title: title, servings: newServings,
                      ingredients: ingredients.map { Ingredient(name: $0.name, grams: ($0.grams * factor).rounded()) })
    }
}
let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", grams: 250), Ingredient(name: "milk", grams: 500), Ingredient(name: "sugar", grams: 35),
])
let forSix = pancakes.scaled(to: 6)
for ingredient in forSix.ingredients {
    let padded = ingredient.name + String(repeating: ".", count: max(0, 10 - ingredient.name.count))
    print(padded, Int(ingredient.grams), "g")
}
let heaviest = forSix.ingredients.sorted { $0.grams > $1.grams }.first!.name
print(heaviest, forSix.ingredients.map(\.grams).reduce(0, +) / Double(forSix.servings))
@State var recipe = pancakes
let servings = $recipe.servings
servings.wrappedValue *= 2
print(recipe.servings, recipe.scaled(to: 2).ingredients.map(\.grams))
