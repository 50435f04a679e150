// @State and @Binding fields in a struct with an explicit init, and a view-model class bound through Binding(get:set:)
final class ViewModel {
    var title = "Inbox"
    var unread = 3
}
struct Header {
    @Binding var title: String
    @State private var expanded = false
    init(title: Binding<String>) {
        _title = title
    }
    func toggle() {
        expanded.toggle()
        title = expanded ? title.uppercased() : title.lowercased()
    }
    var summary: String { "\(title) expanded=\(expanded)" }
}
let model = ViewModel()
let header = Header(title: Binding(get: { model.title }, set: { model.title = $0 }))
header.toggle()
print(model.title, header.summary)
header.toggle()
print(model.title, header.summary)
let unread = Binding(get: { model.unread }, set: { model.unread = $0 })
unread.wrappedValue -= 1
print(model.unread, unread.wrappedValue)
