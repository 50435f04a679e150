// Binding(get:set:) built on another binding transforms on the way through.
@State var cents = 250
let dollars = Binding<Double>(
    get: { Double(cents) / 100 },
    set: { cents = Int($0 * 100) }
)
let doubled = Binding(get: { dollars.wrappedValue * 2 }, set: { dollars.wrappedValue = $0 / 2 })
print(dollars.wrappedValue, doubled.wrappedValue)
doubled.wrappedValue = 10
print(cents, dollars.wrappedValue)
doubled.wrappedValue += 1
print(cents)
