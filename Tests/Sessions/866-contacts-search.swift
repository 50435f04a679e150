// A contacts screen: optional fields, search across optionals, sections by first letter, favourites binding
struct Contact: Identifiable {
    let id: Int
    var firstName: String
    var lastName: String
    var phone: String?
    var email: String?
    var isFavorite = false

    var fullName: String { "\(firstName) \(lastName)" }
    var initials: String { "\(firstName.prefix(1))\(lastName.prefix(1))" }
}

@State var contacts = [
    Contact(id: 1, firstName: "Alice", lastName: "Moreau", phone: "555-0101"),
    Contact(id: 2, firstName: "Bob", lastName: "Arden", email: "bob@mail.com"),
    Contact(id: 3, firstName: "Chloe", lastName: "Brandt", phone: nil, email: nil),
    Contact(id: 4, firstName: "Amir", lastName: "Bakr", phone: "555-0199", email: "amir@mail.com"),
]

func matches(_ contact: Contact, _ query: String) -> Bool {
    let q = query.lowercased()
    return contact.fullName.lowercased().contains(q)
        || (contact.email?.contains(q) ?? false)
        || (contact.phone?.hasSuffix(q) == true)
}

print(contacts.filter { matches($0, "mail") }.map(\.fullName))
print(contacts.filter { matches($0, "99") }.map(\.initials))
let sections = Dictionary(grouping: contacts) { String($0.lastName.first!) }
for letter in sections.keys.sorted() {
    print(letter, sections[letter]!.map(\.lastName).sorted())
}
$contacts[2].isFavorite.wrappedValue = true
contacts[0].isFavorite.toggle()
print(contacts.filter(\.isFavorite).map(\.firstName))
let reachable = contacts.compactMap { $0.phone ?? $0.email }
print(reachable)
print(contacts.map { $0.email }, contacts[2].phone == nil)
let emailBinding = $contacts[2].email
emailBinding.wrappedValue = "chloe@mail.com"
print(contacts[2].email ?? "none", contacts[2].email?.count as Any)
