// Bindings a session's own `extension Binding` helpers make are dependents like any other: reported on writes, in :graph and :deps
extension Binding where Value == String? {
    var orEmpty: Binding<String> {
        Binding<String>(get: { self.wrappedValue ?? "" }, set: { self.wrappedValue = $0.isEmpty ? nil : $0 })
    }
}
extension Binding {
    func map<T>(get: @escaping (Value) -> T, set: @escaping (inout Value, T) -> Void) -> Binding<T> {
        Binding<T>(get: { get(self.wrappedValue) }, set: { var v = self.wrappedValue; set(&v, $0); self.wrappedValue = v })
    }
    func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
}
struct Profile { var nickname: String?; var age: Int }
@State var profile = Profile(nickname: nil, age: 30)
let nick = $profile.nickname.orEmpty
let ageText = $profile.age.map(get: { String($0) }, set: { $0 = Int($1) ?? $0 })
let hasNick = $profile.nickname.isPresent()
nick.wrappedValue = "Ada"
ageText.wrappedValue = "31"
hasNick.wrappedValue = false
:graph
:deps nick
:graph hasNick
:why hasNick
