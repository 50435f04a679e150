// Recipe browser: tags, difficulty enum with Comparable, search tokens, favourites set of ids
struct Recipe: Identifiable {
    enum Difficulty: Int, Comparable, CustomStringConvertible {
        case easy = 1, medium, hard
        static func < (l: Self, r: Self) -> Bool { l.rawValue < r.rawValue }
        var description: String { String(repeating: "★", count: rawValue) }
    }
    let id: Int
    let name: String
    let minutes: Int
    let difficulty: Difficulty
    let tags: Set<String>
}

struct Browser {
    var recipes: [Recipe]
    var favorites: Set<Recipe.ID> = []
    var query = ""
    var maxMinutes: Int? = nil
    var sortByTime = false

    var results: [Recipe] {
        let tokens = query.lowercased().split(separator: " ").map(String.init)
        var list = recipes.filter { recipe in
            let haystack = ([recipe.name.lowercased()] + recipe.tags).joined(separator: " ")
            return tokens.allSatisfy { haystack.contains($0) }
        }
        if let maxMinutes { list = list.filter { $0.minutes <= maxMinutes } }
        return sortByTime ? list.sorted { $0.minutes < $1.minutes } : list.sorted { ($0.difficulty, $0.name) < ($1.difficulty, $1.name) }
    }

    mutating func toggleFavorite(_ id: Recipe.ID) {
        if favorites.remove(id) == nil { favorites.insert(id) }
    }
}

@State var browser = Browser(recipes: [
    Recipe(id: 1, name: "Shakshuka", minutes: 30, difficulty: .easy, tags: ["eggs", "vegetarian", "brunch"]),
    Recipe(id: 2, name: "Beef Wellington", minutes: 150, difficulty: .hard, tags: ["beef", "festive"]),
    Recipe(id: 3, name: "Pad Thai", minutes: 35, difficulty: .medium, tags: ["noodles", "eggs"]),
    Recipe(id: 4, name: "Avocado Toast", minutes: 10, difficulty: .easy, tags: ["vegetarian", "brunch"]),
])
func show() { print(browser.results.map { "\($0.name) \($0.difficulty) \($0.minutes)m" }) }
show()
$browser.query.wrappedValue = "eggs"
show()
browser.query = "Brunch veg"
browser.sortByTime = true
show()
browser.query = ""
browser.maxMinutes = 40
show()
browser.toggleFavorite(3)
browser.toggleFavorite(1)
browser.toggleFavorite(3)
print(browser.favorites, browser.recipes.filter { browser.favorites.contains($0.id) }.map(\.name))
print(Recipe.Difficulty.hard > .medium, browser.recipes.map(\.difficulty).max()!, browser.recipes.min { $0.minutes < $1.minutes }!.name)
