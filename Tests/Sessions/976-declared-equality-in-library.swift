// A declared == (same id means same contact) is what contains, firstIndex(of:) and array == use
struct Contact: Equatable {
    let id: Int
    var name: String
    static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }
}
let ann = Contact(id: 1, name: "Ann"), renamed = Contact(id: 1, name: "Annie")
var favorites = [ann, Contact(id: 2, name: "Bo")]
print(ann == renamed, ann != renamed, favorites.contains(renamed), favorites.firstIndex(of: renamed) as Any)
print(favorites.lastIndex(of: renamed) as Any, [ann] == [renamed], Optional(ann) == Optional(renamed), (ann, 1) == (renamed, 1))
if let index = favorites.firstIndex(of: renamed) { favorites[index] = renamed }
print(favorites.map(\.name), favorites.starts(with: [renamed]), favorites.elementsEqual([renamed, favorites[1]]))
favorites.removeAll { $0 == Contact(id: 2, name: "?") }
print(favorites.map(\.name), favorites.dropFirst().isEmpty, [Contact]() != [ann])
