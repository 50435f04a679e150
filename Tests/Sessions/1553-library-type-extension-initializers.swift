// Initializers in extensions of library types: Binding's, with its Value inferred from the arguments, Int's and Array's
extension Binding {
    init(_ source: Binding<Value?>, default fallback: Value) {
        self.init(get: { source.wrappedValue ?? fallback }, set: { source.wrappedValue = $0 })
    }

    init(logging source: Binding<Value>, into log: @escaping (String) -> Void) {
        self.init(get: { source.wrappedValue }, set: { newValue in
            log("set \(newValue)")
            source.wrappedValue = newValue
        })
    }
}

extension Int {
    init(doubling value: Int) { self = value * 2 }
}

extension Array {
    init(pair first: Element, _ second: Element) { self = [first, second] }
}

@State var nickname: String? = nil
let field = Binding($nickname, default: "anonymous")
print(field.wrappedValue)
field.wrappedValue = "Ann"
print(nickname as Any, field.wrappedValue)

@State var count = 1
var lines: [String] = []
let logged = Binding(logging: $count, into: { lines.append($0) })
logged.wrappedValue = 5
logged.wrappedValue += 1
print(count, lines)

let typed: Binding<String> = Binding($nickname, default: "-")
nickname = nil
print(typed.wrappedValue, Int(doubling: 21), Array(pair: "x", "y"))
