// Creating a State by hand: State(initialValue:) and State(wrappedValue:) are the same thing.
let first = State(initialValue: 10)
let second = State(wrappedValue: "ten")
print(first.wrappedValue, second.wrappedValue)
print(type(of: first), type(of: second))
first.wrappedValue += 1
print(first.wrappedValue)
let binding = first.projectedValue
binding.wrappedValue *= 2
print(first.wrappedValue, binding.wrappedValue)
@State var replaced = 1
let oldBinding = $replaced
_replaced = State(initialValue: 7)
oldBinding.wrappedValue = 0
print(replaced, oldBinding.wrappedValue, type(of: $replaced))
let personState = State(wrappedValue: sample.person)
personState.projectedValue.address.street.wrappedValue = "Init Street"
print(personState.wrappedValue)
