// Reading a JSON fixture from a file (read-only), decoding it, and the errors a missing file gives
import Foundation

struct Todo: Codable {
    var id: Int
    var title: String
    var done: Bool
}
struct TodoList: Codable {
    var owner: String
    var todos: [Todo]
}

let path = "Tests/Transcripts/Fixtures/todos.json"
do {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    print(text.split(separator: "\n").count, "lines")
    let url = URL(fileURLWithPath: path)
    print(url.lastPathComponent, url.path.hasSuffix("/" + path))
    let data = try Data(contentsOf: url)
    var list = try JSONDecoder().decode(TodoList.self, from: data)
    list.todos[0].done = true
    print(list.owner, list.todos.filter(\.done).count)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    print(String(data: try encoder.encode(list), encoding: .utf8)!)
} catch {
    print("failed:", error)
}

do {
    _ = try String(contentsOfFile: "Tests/Transcripts/Fixtures/missing.json", encoding: .utf8)
} catch {
    print(error.localizedDescription)
}
do {
    _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/x.json"))
} catch {
    print(error)
}
do {
    _ = try Data(contentsOf: URL(fileURLWithPath: "Tests/Transcripts/Fixtures"))
} catch {
    print(error.localizedDescription)
}
