// Trap: Binding($optional)! unwraps on every access, so it traps once the optional becomes nil.
@State var note = sample.todos[1].note
let text = Binding($note)!
print(text.wrappedValue)
text.wrappedValue = "still here"
print(note as Any)
note = nil
print("note is now nil")
print(text.wrappedValue)
print("never printed")
