// The gist's discussion: the memberwise init of a struct with @Binding var message takes a
// Binding<String> and stores it in _message; for @State var draft it takes the initial value.
struct Composer {
    @Binding var message: String
    @State var draft = ""
}
struct Inbox {
    @State var message = ""
}
let inbox = Inbox()
@State var owned = "from the inbox"
let composer = Composer(message: $owned)
let drafted = Composer(message: $owned, draft: "a draft")
print(composer.message, "|", composer.draft, "|", drafted.draft)
composer.message = "written by the composer"
print(owned, drafted.message)
inbox.message = "the inbox's own state"
print(inbox.message)
