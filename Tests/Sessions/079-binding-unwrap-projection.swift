// Binding(optionalBinding) is failable: nil when the value is nil now, else a Binding to the
// unwrapped value.
@State var note = sample.todos[1].note
@State var missing = sample.todos[0].note
let unwrapped = Binding($note)
let none = Binding($missing)
print(type(of: unwrapped), unwrapped == nil, none == nil)
let text = Binding($note)!
print(text.wrappedValue)
text.wrappedValue = "before lunch"
print(note as Any)
text.wrappedValue += "!"
print(note!)
missing = "now set"
print(Binding($missing)!.wrappedValue)
@State var model = sample
let noteBinding = Binding($model.todos[1].note)!
noteBinding.wrappedValue = noteBinding.wrappedValue.uppercased()
print(model.todos[1].note as Any)
