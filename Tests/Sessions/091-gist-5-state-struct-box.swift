// Gist, example 5: State as a struct over a reference box. Copies of the struct share the box,
// so the edge case of example 4 behaves the same through any copy.
@State var expr = sample.expression
let stateCopy = _expr
let viaCopy = stateCopy.projectedValue[dynamicMember: \.wrappedValue]
viaCopy.wrappedValue += 100
print(expr)
print(type(of: stateCopy.projectedValue.nonSpecialProp))
print(type(of: stateCopy.projectedValue.wrappedValue))
stateCopy.wrappedValue.nonSpecialProp = 0
print(expr, _expr.wrappedValue.nonSpecialProp)
expr = Expression(wrappedValue: 1, nonSpecialProp: 2)
print(stateCopy.wrappedValue, viaCopy.wrappedValue)
