// arguments: --model Tests/Transcripts/Models/TodoModel.swift --
// A Codable model loaded from a JSON file with --model: a State of its sample, a binding to a
// to-do's field, and the list encoded back.
@State var list = sample
let firstDone = $list.todos[0].done
firstDone.wrappedValue = true
list.todos.append(Todo(id: 3, title: "Write tests", done: false))
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
print(String(data: try! encoder.encode(list), encoding: .utf8)!)
