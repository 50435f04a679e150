// Codable conformance declared on models, enums and nested collections: accepted like Swift's synthesized one
import Foundation

enum Priority: String, Codable { case low, high }
enum Attachment: Codable, Equatable { case link(String), photo(width: Int, height: Int) }

struct Todo: Identifiable, Codable, Hashable {
    var id: Int
    var title: String
    var priority: Priority = .low
    var tags: Set<String> = []
    var subtasks: [String: Bool] = [:]
    var estimate: Double?
}

struct Board: Codable {
    var todos: [Todo]
    var attachments: [Attachment] = []
    var ownerID = UUID()
}

@State var board = Board(todos: [Todo(id: 1, title: "Ship"), Todo(id: 2, title: "Test", priority: .high, estimate: 1.5)])
$board.todos[0].subtasks.wrappedValue["write notes"] = false
board.attachments.append(.photo(width: 640, height: 480))
print(board.todos[0], board.attachments)
print(board.todos.map(\.priority.rawValue), Set(board.todos).count)
