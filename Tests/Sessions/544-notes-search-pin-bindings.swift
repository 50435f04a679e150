// Notes app model: sorting by date-like keys, searching case-insensitively, pinning and editing through bindings
import Foundation
struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
    var body: String
    var pinned = false
    var updated: Int
}
@State var notes = [
    Note(id: 1, title: "Groceries", body: "milk, eggs", updated: 3),
    Note(id: 2, title: "Ideas", body: "Bindscope talk", pinned: true, updated: 1),
    Note(id: 3, title: "todo", body: "call Sam", updated: 7),
]
@State var query = ""
func visible() -> [Note] {
    let matches = query.isEmpty ? notes : notes.filter {
        $0.title.localizedCaseInsensitiveContains(query) || $0.body.lowercased().contains(query.lowercased())
    }
    return matches.sorted { a, b in
        if a.pinned != b.pinned { return a.pinned }
        return a.updated > b.updated
    }
}
print(visible().map(\.title))
$query.wrappedValue = "SAM"
print(visible().map(\.title))
query = ""
let groceries = $notes[0]
groceries.body.wrappedValue += ", bread"
groceries.pinned.wrappedValue = true
groceries.updated.wrappedValue = 9
print(visible().map { "\($0.title)\($0.pinned ? " 📌" : "")" })
print(notes[0].body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
if let index = notes.firstIndex(where: { $0.id == 3 }) { notes.remove(at: index) }
print(notes.count, notes.map(\.id), notes.allSatisfy(\.pinned))
