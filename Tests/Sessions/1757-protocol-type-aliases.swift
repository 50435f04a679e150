// A protocol's typealias: named in its requirements, in its conformers' members, and qualified by the protocol
protocol Identified {
    typealias Identifier = String
    typealias Tags = [String]
    var id: Identifier { get }
    var tags: Tags { get }
}
struct User: Identified {
    var id: Identifier
    var tags: Tags = []
    func label() -> Identifier { id.uppercased() + " " + tags.joined(separator: ",") }
}
struct Team: Identified {
    var id: String
    var tags: [String]
}
let ada = User(id: "ada", tags: ["admin", "dev"])
let key: Identified.Identifier = "team-1"
let team = Team(id: key, tags: ["core"])
print(ada.label(), team.id)
let everyone: [Identified] = [ada, team]
print(everyone.map(\.id), everyone.flatMap(\.tags).count)
