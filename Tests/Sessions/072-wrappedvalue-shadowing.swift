// A field named wrappedValue: $expr.wrappedValue is Binding's own property (the whole model),
// while $expr[dynamicMember: \.wrappedValue] is a Binding to the field.
@State var expr = sample.expression
let other = $expr.nonSpecialProp
let notABinding = $expr.wrappedValue
let toTheField = $expr[dynamicMember: \.wrappedValue]
print(type(of: other))
print(type(of: notABinding))
print(type(of: toTheField))
print(notABinding)
print(toTheField.wrappedValue)
toTheField.wrappedValue = 0
print(expr)
$expr.wrappedValue.wrappedValue += 1
print(expr.wrappedValue, expr)
