// Gist, example 4: a model whose field is named wrappedValue. Binding's own wrappedValue wins
// over dynamic member lookup, so only the explicit subscript reaches the field.
@State var expr = Expression(wrappedValue: 42, nonSpecialProp: 1337)
let bindingToOtherField = $expr.nonSpecialProp
print(type(of: bindingToOtherField))
let notABinding = $expr.wrappedValue
print(type(of: notABinding))
let bindingToField = $expr[dynamicMember: \.wrappedValue]
print(type(of: bindingToField))
bindingToField.wrappedValue = 7
bindingToOtherField.wrappedValue = 8
print(expr)
print(notABinding)
