// Methods added to the sample's Person by an extension, next to a session's own Address with a method.
extension Person {
    func greeting() -> String { "Hi, \(name)" }
    mutating func move(to street: String) { address.street = street }
}
@State var p = sample.person
p.move(to: "Elm Street")
print(p.greeting(), p.address)
struct Address {
    var line: String
    func shout() -> String { line.uppercased() }
}
print(Address(line: "here").shout())
