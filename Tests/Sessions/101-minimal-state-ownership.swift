// A minimal State/Binding: the owner keeps the State; an editor only ever gets a Binding, so
// ownership is explicit. Reads and writes go through dynamic members.
struct Draft {
    var body: String?
}
struct DraftEditor {
    @Binding var draft: Draft
}
@State var draft = Draft()
let length = { "Length: \(draft.body?.count ?? 0)" }
print(length())
let editor = DraftEditor(draft: $draft)
editor.draft.body = "Dear Ada,"
print(length(), draft.body ?? "")
let body = $draft.body
body.wrappedValue = nil
print(length())
editor.draft = Draft(body: "Regards")
print(draft)
