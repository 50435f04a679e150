// A Codable model loaded with --model: its sample comes from a JSON file.
import Foundation

struct Todo: Codable, Identifiable {
    var id: Int
    var title: String
    var done: Bool
}

struct TodoList: Codable {
    var owner: String
    var todos: [Todo]
}

let sample = try! JSONDecoder().decode(
    TodoList.self, from: Data(contentsOf: URL(fileURLWithPath: "Tests/Transcripts/Fixtures/todos.json")))
