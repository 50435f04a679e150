// Loading todos from JSON, editing them, and encoding them back sorted and pretty printed
import Foundation

enum Priority: String, Codable {
    case low, normal, high
}

struct Todo: Codable, Identifiable {
    var id: Int
    var title: String
    var done: Bool
    var priority: Priority
    var note: String?
    var tags: [String]
}

let json = """
[
  {"id": 1, "title": "Buy milk", "done": false, "priority": "normal", "tags": ["home"]},
  {"id": 2, "title": "Ship v2/beta", "done": true, "priority": "high", "note": "tell QA", "tags": []},
  {"id": 3, "title": "Call mom", "done": false, "priority": "low", "tags": ["family", "phone"]}
]
"""

do {
    let data = Data(json.utf8)
    print(data.count > 0, data)
    var todos = try JSONDecoder().decode([Todo].self, from: data)
    print(todos.count, todos[1].title, todos[1].note ?? "-", todos[0].note ?? "-")
    print(todos.map(\.priority))
    todos[0].done = true
    todos[2].note = "Sunday"
    todos.append(Todo(id: 4, title: "Write \"tests\"", done: false, priority: .high, note: nil, tags: ["work"]))

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let compact = try encoder.encode(todos)
    print(String(data: compact, encoding: .utf8)!)

    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let pretty = try encoder.encode(todos[1])
    print(String(decoding: pretty, as: UTF8.self))

    let roundTrip = try JSONDecoder().decode([Todo].self, from: compact)
    print(roundTrip.filter(\.done).map(\.title))
    print(try encoder.encode(roundTrip) == (try encoder.encode(todos)))
    let open = todos.filter { !$0.done }.count
    print("\(open) open of \(todos.count)")
} catch {
    print("failed:", error)
}
