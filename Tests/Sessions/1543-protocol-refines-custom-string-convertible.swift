// A protocol refining CustomStringConvertible: `description` on `any Named` is each value's own, the extension's only a default
protocol Named: CustomStringConvertible {
    var name: String { get }
}
protocol Labelled: CustomStringConvertible {
    var label: String { get }
}
extension Named {
    var description: String { "named " + name }
}
struct Planet: Named {
    var name: String
}
struct Moon: Named {
    var name: String
    var description: String { "moon " + name }
}
struct Tag: Labelled {
    var label: String
    var description: String { "#" + label }
}
let more: [any Named] = [Planet(name: "Venus"), Moon(name: "Io")]
print(more)
print(more.map(\.description))
print(more.map { $0.description }, more.map(\.name))
print(more[1].description, "\(more[1])")
func show<T: Named>(_ x: T) -> String { x.description }
print(show(Moon(name: "Europa")), show(Planet(name: "Mars")))
let tag: any Labelled = Tag(label: "swift")
print(tag.description, tag.label, tag)
let described: [CustomStringConvertible] = [more[0], more[1], tag]
print(described.map(\.description))
