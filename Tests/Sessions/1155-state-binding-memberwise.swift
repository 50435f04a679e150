// The memberwise initializer of a struct with @State and @Binding fields: a State takes its value, a Binding the binding
struct Row {
    @State var expanded = false
    @State var note: String?
    @Binding var title: String
    var index: Int
}
@State var title = "Groceries"
let row = Row(title: $title, index: 1)
print(row.expanded, row.note as Any, row.title, row.index)
let open = Row(expanded: true, note: "milk", title: $title, index: 2)
open.title = "Shopping"
print(title, open.expanded, open.note ?? "none")
open.note = nil
open.expanded.toggle()
print(open.expanded, open.note as Any)
let copy = open
copy.expanded = true
print(open.expanded, copy.expanded)
