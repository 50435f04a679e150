// Builders on static methods, computed properties and local computed variables; an explicit return turns the builder off
@resultBuilder struct Joined {
    static func buildBlock(_ parts: String...) -> String { print("  join \(parts)"); return parts.joined(separator: " ") }
    static func buildOptional(_ part: String?) -> String { part ?? "" }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
}
struct Person {
    var first: String
    var last: String
    var title: String?
    @Joined var fullName: String {
        if let title { title }
        first
        last
    }
    @Joined static func describe(_ people: [Person]) -> String {
        "people:"
        if people.isEmpty { "none" } else { people.map(\.fullName).joined(separator: ", ") }
    }
    @Joined func shortName() -> String {
        let initial = String(first.prefix(1))
        return initial + ". " + last
    }
}
let ada = Person(first: "Ada", last: "Lovelace", title: "Countess")
let alan = Person(first: "Alan", last: "Turing", title: nil)
print(ada.fullName)
print(Person.describe([ada, alan]))
print(Person.describe([]))
print(alan.shortName())
func report(_ count: Int) -> String {
    @Joined var summary: String {
        "count"
        "\(count)"
    }
    return summary
}
print(report(3))
