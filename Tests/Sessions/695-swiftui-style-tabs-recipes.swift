// SwiftUI-style model: Identifiable enum tabs, static samples, Binding(get:set:) and .constant
enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: Self { self }
    var title: String { rawValue.uppercased() }
}
struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
    var isFavorite = false
    static let samples = [
        Recipe(id: 1, name: "Pancakes", minutes: 20),
        Recipe(id: 2, name: "Salad", minutes: 10, isFavorite: true),
        Recipe(id: 3, name: "Curry", minutes: 45),
    ]
}
@State var selectedTab: Tab = .home
@State var recipes = Recipe.samples
let tabBinding = $selectedTab
tabBinding.wrappedValue = .profile
print(selectedTab, selectedTab.id, selectedTab.title, Tab.allCases.map(\.title))
let quick = Binding<Bool>(
    get: { recipes.allSatisfy { $0.minutes < 30 } },
    set: { newValue in if newValue { recipes.removeAll { $0.minutes >= 30 } } }
)
print(quick.wrappedValue)
quick.wrappedValue = true
print(recipes.map(\.name), quick.wrappedValue)
let fixed = Binding.constant(3)
print(fixed.wrappedValue)
let favorite = $recipes[1].isFavorite
favorite.wrappedValue.toggle()
print(recipes[1])
withAnimation {
    recipes.append(Recipe(id: 4, name: "Soup", minutes: 25))
}
print(recipes.count, recipes.last!.name)
