// A struct with @Binding var message: String gets a memberwise init taking a Binding<String>.
struct Editor {
    @Binding var message: String
    var characters: Int { message.count }
}
@State var message = "Hello"
let editor = Editor(message: $message)
print(editor.message, editor.characters)
editor.message = "Typed in the editor"
print(message)
message = "Set by the owner"
print(editor.message, editor.characters)
let copy = editor
copy.message += "!"
print(message, editor.message)
let preview = Editor(message: .constant("Preview"))
preview.message = "ignored"
print(preview.message)
