// Printing structs whose fields are property wrappers shows the wrappers themselves.
struct Row {
    var title: String
    @State var expanded = false
    @Binding var count: Int
}
@State var n = 2
let row = Row(title: "r", count: $n)
print(row)
debugPrint(row)
print([row.expanded], row.count)
print("\(row)" == String(describing: row))
