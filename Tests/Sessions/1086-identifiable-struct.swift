// Identifiable: an id property lets code find and update a value in an array
struct Contact: Identifiable {
    let id: Int
    var name: String
    var favourite = false
}
var contacts = [
    Contact(id: 10, name: "Ada"),
    Contact(id: 11, name: "Brian"),
    Contact(id: 12, name: "Chen"),
]
func index<T: Identifiable>(of id: T.ID, in items: [T]) -> Int? {
    items.firstIndex { $0.id == id }
}
if let i = index(of: 11, in: contacts) {
    contacts[i].favourite = true
    contacts[i].name += " K."
}
print(contacts.filter(\.favourite).map(\.name))
print(contacts.map(\.id))
print(index(of: 99, in: contacts) as Any)
contacts.removeAll { $0.id == 10 }
print(contacts.map(\.name), contacts[0])
struct Meeting: Identifiable {
    var id: String { "meeting-\(number)" }
    var number: Int
}
print(Meeting(number: 4).id, index(of: "meeting-2", in: [Meeting(number: 1), Meeting(number: 2)])!)
