// The gist's discussion: @Binding var message: String makes _message (the Binding itself),
// message (_message.wrappedValue) and $message (_message.projectedValue).
@State var text = "Hello"
@Binding var message: String
_message = $text
print(message == _message.wrappedValue)
message = "via message"
print(text)
_message.wrappedValue = "via _message"
print(text)
$message.wrappedValue = "via $message"
print(text)
// For a State the two differ: _text is the State, $text the Binding it projects.
print(type(of: _text), type(of: $text))
print(type(of: _message), type(of: $message))
