// The Binding reference: a text field reads the source of truth and writes back through $text.
struct TextInput {
    var placeholder: String
    @Binding var text: String
}
@State var text = "🍋🍋"
let field = TextInput(placeholder: "Type here", text: $text)
print(field.text)
field.text += "🍐"
print(text)
text = "🍒"
print(field.text, field.placeholder)
print(type(of: text), type(of: $text))
