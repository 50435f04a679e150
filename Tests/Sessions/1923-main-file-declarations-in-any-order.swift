// main.swift: a script whose types, functions and globals use each other in any order, with top-level try
struct Todo {
    var title: String
    var done = false
    var slug: String { slugify(title) }
    func line() -> String { (done ? "[x] " : "[ ] ") + title + " #" + slug + suffix }
}

func slugify(_ text: String) -> String {
    text.lowercased().split(separator: " ").joined(separator: separator)
}

func makeTodos(_ titles: [String]) -> [Todo] {
    titles.map { Todo(title: $0) }
}

func report(_ todos: [Todo]) -> String {
    let open = todos.filter { !$0.done }.count
    return "\(open) of \(todos.count) open" + suffix
}

struct ParseError: Error {
    var line: Int
}

func parse(_ text: String) throws -> [String] {
    var titles: [String] = []
    for (index, line) in text.split(separator: "\n").enumerated() {
        guard line.hasPrefix("- ") else { throw ParseError(line: index + 1) }
        titles.append(String(line.dropFirst(2)))
    }
    return titles
}

let separator = "-"
var suffix = ""

let titles = try parse("- Buy Milk\n- Write The Report\n- Call Ada")
var todos = makeTodos(titles)
todos[1].done = true
for todo in todos { print(todo.line()) }
print(report(todos))
suffix = "!"
print(todos[0].line(), report(todos))
do {
    _ = try parse("- ok\nnot a task")
} catch let error as ParseError {
    print("parse error on line \(error.line)")
}
let empty = try parse("")
print(empty.isEmpty, makeTodos(empty).count)
