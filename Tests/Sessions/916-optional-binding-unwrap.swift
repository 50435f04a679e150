// Optional state and bindings: Binding(optional) unwraps when there is a value, selection bindings, nil-coalesced editing
struct Draft { var subject: String; var body: String }

@State var draft: Draft? = nil
@State var selection: Int? = nil
print(Binding($draft) == nil)
draft = Draft(subject: "Hi", body: "...")
if let editable = Binding($draft) {
    editable.subject.wrappedValue += " there"
    editable.wrappedValue.body = "Long time"
}
print(draft!)
let isSelected = Binding(get: { selection != nil }, set: { if !$0 { selection = nil } })
print(isSelected.wrappedValue)
$selection.wrappedValue = 2
print(isSelected.wrappedValue, selection as Any)
isSelected.wrappedValue = false
print(selection as Any)
let subject = Binding(get: { draft?.subject ?? "" }, set: { draft?.subject = $0 })
subject.wrappedValue = "Re: Hi"
print(draft?.subject ?? "-")
draft = nil
subject.wrappedValue = "lost"
print(subject.wrappedValue.isEmpty, draft == nil)
