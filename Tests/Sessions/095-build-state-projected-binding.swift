// "Let's build @State": the projected value is a Binding whose getter and setter go through
// wrappedValue; a text field only ever sees the Binding.
struct TextInput {
    var placeholder: String
    @Binding var text: String
}
let state = State(wrappedValue: "")
let handMade = Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
let field = TextInput(placeholder: "Write something", text: handMade)
field.text = "typed by hand"
print(state.wrappedValue)
let projected = TextInput(placeholder: "Write something", text: state.projectedValue)
projected.text += ", then projected"
print(state.wrappedValue)
print(field.text == projected.text)
