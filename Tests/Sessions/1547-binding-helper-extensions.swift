// A Binding helper library as SwiftUI developers write it: extensions of Binding, Optional and Collection, used on States
extension Binding {
    func map<T>(get: @escaping (Value) -> T, set: @escaping (T) -> Value) -> Binding<T> {
        Binding<T>(get: { get(self.wrappedValue) }, set: { self.wrappedValue = set($0) })
    }

    func onChange(_ action: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in
            self.wrappedValue = newValue
            action(newValue)
        })
    }
}

extension Binding where Value == String? {
    var orEmpty: Binding<String> {
        Binding<String>(get: { self.wrappedValue ?? "" }, set: { self.wrappedValue = $0.isEmpty ? nil : $0 })
    }
}

extension Binding where Value: Equatable {
    func isEqual(to value: Value) -> Binding<Bool> {
        Binding<Bool>(get: { self.wrappedValue == value }, set: { if $0 { self.wrappedValue = value } })
    }
}

extension Optional {
    var isNone: Bool { self == nil }
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    var isNotEmpty: Bool { !isEmpty }
}

@State var nickname: String? = nil
let field = $nickname.orEmpty
print(field.wrappedValue.isEmpty, nickname.isNone)
field.wrappedValue = "Ollie"
print(nickname.or("none"), nickname.isNone)
field.wrappedValue = ""
print(nickname.or("none"))

@State var count = 3
let text = $count.map(get: { "\($0)" }, set: { Int($0) ?? 0 })
text.wrappedValue = "12"
print(count, text.wrappedValue)

var changes: [Int] = []
let logged = $count.onChange { changes.append($0) }
logged.wrappedValue = 5
logged.wrappedValue = 6
print(count, changes)

@State var role = Role.engineer
let isManager = $role.isEqual(to: .manager)
print(isManager.wrappedValue)
isManager.wrappedValue = true
print(role, isManager.wrappedValue)

let names = ["Ann", "Bo"]
print(names[safe: 1], names[safe: 2], names.isNotEmpty, "".isNotEmpty)
print("hey"[safe: "hey".startIndex].or("?"))
