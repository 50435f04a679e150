// Binding helpers with generic methods constrained by where clauses on the extension's Value, as SwiftUI code writes them
struct Profile {
    var nickname: String?
    var age: Int
    var tags: [String]
}

extension Binding {
    func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
    func replacingNil<Wrapped>(with fallback: Wrapped) -> Binding<Wrapped> where Value == Wrapped? {
        Binding<Wrapped>(get: { self.wrappedValue ?? fallback }, set: { self.wrappedValue = $0 })
    }
    func element<Element>(at index: Int) -> Binding<Element> where Value == [Element] {
        Binding<Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
    }
}

var store = Profile(nickname: nil, age: 30, tags: ["swift", "ui"])
let profile = Binding(get: { store }, set: { store = $0 })
let hasNickname = profile.nickname.isPresent()
let nickname = profile.nickname.replacingNil(with: "anonymous")
let firstTag = profile.tags.element(at: 0)
print(hasNickname.wrappedValue, nickname.wrappedValue, firstTag.wrappedValue)
nickname.wrappedValue = "ada"
firstTag.wrappedValue = "swiftui"
print(hasNickname.wrappedValue, store.nickname as Any, store.tags)
hasNickname.wrappedValue = false
print(store.nickname as Any, nickname.wrappedValue)
let ageIsPresent = Binding<Int?>(get: { store.age }, set: { store.age = $0 ?? 0 }).isPresent()
print(ageIsPresent.wrappedValue)
