// Value semantics in a model: copies, captured copies, defer order, debug descriptions
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
    var name: String
    var description: String { "#\(name)" }
    var debugDescription: String { "Tag(\(name))" }
}
struct Post {
    var title: String
    var tags: [Tag]
    var meta = ["views": 0]
}
var original = Post(title: "Hello", tags: [Tag(name: "swift")])
var copy = original
copy.tags.append(Tag(name: "ios"))
copy.meta["views", default: 0] += 10
copy.title += "!"
print(original.tags, copy.tags, original.meta["views"]!, copy.meta["views"]!)
print(original, "|", copy.tags[1], "|", [copy.tags[1]], Optional(copy.tags[0]))
debugPrint(copy.tags[0], copy.tags)
print(String(describing: copy.tags[0]), String(reflecting: copy.tags[0]), "\(copy.tags[0])")
var snapshot = original
let show = { [snapshot] in print("captured:", snapshot.title) }
let live = { print("live:", snapshot.title) }
snapshot.title = "Changed"
show()
live()
func process() -> String {
    var steps: [String] = []
    defer { print("steps:", steps) }
    defer { steps.append("second defer") }
    steps.append("body")
    do {
        defer { steps.append("inner") }
        steps.append("in do")
    }
    return steps.joined(separator: ",")
}
print(process())
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
var row = grid[0]
row[1] = 5
grid[1][2] = 7
print(grid, row)
var posts = [original, copy]
for var post in posts { post.title = "x" }
for i in posts.indices { posts[i].title = posts[i].title.uppercased() }
print(posts.map(\.title), original.title)
