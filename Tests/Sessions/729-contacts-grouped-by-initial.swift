// Grouping contacts by initial, with extensions and optional chaining
struct Contact: Identifiable, CustomStringConvertible {
    let id: Int
    var firstName: String
    var lastName: String
    var phone: String?
    var email: String?

    var fullName: String { "\(firstName) \(lastName)" }
    var description: String { fullName }
}

extension Contact {
    var initial: Character { lastName.first ?? "#" }
    var hasContactInfo: Bool { phone != nil || email != nil }
}

extension Array where Element == Contact {
    func named(_ text: String) -> [Contact] {
        filter { $0.fullName.lowercased().contains(text.lowercased()) }
    }
}

var contacts = [
    Contact(id: 1, firstName: "Grace", lastName: "Hopper", phone: "555-0100"),
    Contact(id: 2, firstName: "Alan", lastName: "Turing", email: "alan@example.org"),
    Contact(id: 3, firstName: "Ada", lastName: "Lovelace"),
    Contact(id: 4, firstName: "Tim", lastName: "Hunt", phone: "555-0199"),
]
let groups = Dictionary(grouping: contacts, by: { $0.initial })
for key in groups.keys.sorted() {
    print(key, groups[key]!.map(\.firstName))
}
print(contacts.named("a").count)
print(contacts.first(where: { $0.email != nil })?.email?.uppercased() ?? "-")
let withPhone = contacts.compactMap { contact -> String? in
    guard let phone = contact.phone else { return nil }
    return "\(contact.firstName): \(phone)"
}
print(withPhone)
contacts.sort { $0.lastName < $1.lastName }
print(contacts)
print(contacts.filter(\.hasContactInfo).map(\.id))
@State var selected: Contact? = nil
selected = contacts[0]
$selected.wrappedValue?.phone = "555-1234"
print(selected?.phone ?? "none", selected?.fullName.count as Any)
