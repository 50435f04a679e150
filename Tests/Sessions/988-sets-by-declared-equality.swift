// A Set of a type that declares its own == (by id) finds members by that ==, whatever else differs.
struct Contact: Hashable {
    let id: Int
    var name: String
    static func == (a: Contact, b: Contact) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
var ann = Contact(id: 1, name: "Ann")
let bob = Contact(id: 2, name: "Bob")
var favorites: Set<Contact> = [ann, bob, Contact(id: 1, name: "Ann again")]
print(favorites.count, favorites.map(\.name).sorted())
ann.name = "Ann Smith"
print(favorites.contains(ann), favorites.contains(Contact(id: 3, name: "Ann")))
let result = favorites.insert(Contact(id: 2, name: "Robert"))
print(result.inserted, result.memberAfterInsert.name, favorites.count)
print(favorites.remove(Contact(id: 1, name: "?"))?.name ?? "none", favorites.map(\.name))
let team = Set([Contact(id: 2, name: "B"), Contact(id: 4, name: "Dee"), Contact(id: 4, name: "D2")])
print(team.count, favorites.union(team).map(\.id).sorted(), favorites.intersection(team).map(\.name))
print(team.subtracting(favorites).map(\.name), favorites.isSubset(of: team), team.isSuperset(of: favorites))
favorites.formUnion([Contact(id: 5, name: "Eve"), Contact(id: 2, name: "ignored")])
print(favorites.map(\.name).sorted(), favorites == Set([Contact(id: 2, name: "x"), Contact(id: 5, name: "y")]))
print(favorites.isDisjoint(with: [Contact(id: 9, name: "Z")]), favorites.filter { $0.id > 2 }.map(\.name))
