// A searchable list as a SwiftUI screen models it: query text, tokens, filtered and sorted rows.
import Foundation
struct Contact: Identifiable {
    var id: Int
    var name: String
    var city: String
    var favourite = false
}
struct ContactsScreen {
    @State var contacts = [
        Contact(id: 1, name: "Ada Lovelace", city: "London"),
        Contact(id: 2, name: "Grace Hopper", city: "New York", favourite: true),
        Contact(id: 3, name: "Linus Torvalds", city: "Portland"),
        Contact(id: 4, name: "Alan Kay", city: "London", favourite: true),
    ]
    @State var query = ""
    var results: [Contact] {
        let text = query.trimmingCharacters(in: .whitespaces)
        let matching = text.isEmpty ? contacts : contacts.filter {
            $0.name.localizedCaseInsensitiveContains(text) || $0.city.localizedCaseInsensitiveContains(text)
        }
        return matching.sorted { ($0.favourite ? 0 : 1, $0.name) < ($1.favourite ? 0 : 1, $1.name) }
    }
}
let screen = ContactsScreen()
print(screen.results.map(\.name))
screen.query = "  lon "
print(screen.results.map(\.name))
screen.query = "a"
print(screen.results.map { $0.name.components(separatedBy: " ").last! })
let byCity = Dictionary(grouping: screen.contacts, by: \.city)
print(byCity.keys.sorted(), byCity["London"]!.map(\.id))
let initials = screen.contacts.map { $0.name.split(separator: " ").map { String($0.first!) }.joined() }
print(initials)
